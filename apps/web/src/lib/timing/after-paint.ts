/**
 * Runs `task` once the browser has painted the frame it is drawing now: a timeout queued from a frame
 * callback runs after that frame. For work a press sets off that is long and need not be in the
 * press's own frame (a whole page redrawn in new colours): the control pressed shows its new state
 * first, and the press's next paint (what INP measures) waits for none of it. Tasks run in the order
 * they were given. A page that gets no frames (a tab in the background) runs it after `fallbackMs`.
 */
export function afterNextPaint(task: () => void, fallbackMs = 100): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.clearTimeout(fallback);
    task();
  };
  const fallback = window.setTimeout(run, fallbackMs);
  window.requestAnimationFrame(() => window.setTimeout(run, 0));
}
