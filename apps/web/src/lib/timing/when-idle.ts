/**
 * Runs `run` when the browser is next idle, and within `timeout` ms at most: for start-up work no
 * first view needs, so it never lengthens the tasks that make the page usable (issue 34: no task
 * over 150 ms at 4× CPU). Browsers without requestIdleCallback (Safari) run it after the current
 * task instead.
 */
export function whenIdle(run: () => void, timeout: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout });
  else window.setTimeout(run, 1);
}
