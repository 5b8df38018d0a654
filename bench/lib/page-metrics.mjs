// What the browser benches read of one page load, from the page's own performance timeline: the
// last Largest Contentful Paint candidate, the layout shifts no input caused, and every long task
// (a main-thread task over 50 ms: the browser's own 'longtask' entries) from the navigation on.

/**
 * A browser window as a first visit meets the app: no offline worker. Left free, the worker the page
 * registers after its load asks the start-up call again through itself, and that request never
 * settles for the network-idle wait.
 * @type {import('playwright-core').BrowserContextOptions}
 */
export const FIRST_VISIT = { serviceWorkers: 'block' };

/** @typedef {{ ms: number; element: string | null }} Lcp */
/** @typedef {{ lcp: Lcp | null; cls: number; longTasks: { start: number; duration: number }[] }} LoadMetrics */

/**
 * Runs in the page before its own scripts (addInitScript), so it names nothing of this module; the
 * casts are comments and stay behind. Buffered observers also get what came before they started.
 */
export const OBSERVE_LOAD = () => {
  const page = /** @type {Window & { __loadMetrics?: LoadMetrics }} */ (window);
  /** @type {LoadMetrics} */
  const seen = { lcp: null, cls: 0, longTasks: [] };
  page.__loadMetrics = seen;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = /** @type {LargestContentfulPaint | undefined} */ (entries[entries.length - 1]);
    if (last) seen.lcp = { ms: last.startTime, element: last.element?.tagName.toLowerCase() ?? null };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Every unexpected shift of the load, summed (no input happens here): never less than CLS's
  // largest session window, so a page under the target here is under it by the standard measure.
  new PerformanceObserver((list) => {
    for (const entry of /** @type {(PerformanceEntry & { value: number; hadRecentInput: boolean })[]} */ (
      list.getEntries()
    ))
      if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * What OBSERVE_LOAD saw so far in `page`.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<LoadMetrics>}
 */
export function readLoadMetrics(page) {
  return page.evaluate(() => {
    const seen = /** @type {Window & { __loadMetrics?: LoadMetrics }} */ (window).__loadMetrics;
    return seen ?? { lcp: null, cls: 0, longTasks: [] };
  });
}

/**
 * Waits until `selector` is in the page, asking the page through the DevTools protocol every 100 ms.
 * Not Playwright's waitForSelector or evaluate: they first install Playwright's own scripts in the
 * page, whose evaluation is a main-thread task of 50 to 170 ms at 4× CPU that the page's long tasks
 * would then include.
 * @param {import('playwright-core').CDPSession} cdp a session attached to the page
 * @param {string} selector
 * @param {number} timeout ms
 */
export async function waitForElement(cdp, selector, timeout = 60_000) {
  const until = Date.now() + timeout;
  const expression = `document.querySelector(${JSON.stringify(selector)}) !== null`;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > until) throw new Error(`no ${selector} within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The longest task of a load in ms (0 when none passed 50 ms).
 * @param {LoadMetrics} metrics
 */
export const longestTask = (metrics) => Math.max(0, ...metrics.longTasks.map((task) => task.duration));
