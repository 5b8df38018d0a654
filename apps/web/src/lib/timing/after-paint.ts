/**
 * Runs `task` once the browser has painted the frame it is drawing now: a timeout queued from a frame
 * callback runs after that frame. For work a press sets off that is long and need not be in the
 * press's own frame (a whole page redrawn in new colours): the control pressed shows its new state
 * first, and the press's next paint (what INP measures) waits for none of it. Tasks run in the order
 * they were given. A page that gets no frames (a tab in the background) runs it after `fallbackMs`.
 */
export function afterNextPaint(task: () => void, fallbackMs = 100): void {
  // No page (a component test's, torn down while a task waited): nothing will be painted.
  if (typeof window === 'undefined') return;
  let done = false;
  // The global timers (the window's in a browser): a component test's fallback may fire after its
  // page is gone.
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(run, fallbackMs);
  window.requestAnimationFrame(() => setTimeout(run, 0));
}
