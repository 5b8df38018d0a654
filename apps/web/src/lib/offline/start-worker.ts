/**
 * After the page has loaded (never before: the first paint and the app's own scripts come first),
 * fetches the worker's registration code and registers it. Production builds only: the dev server
 * has no /sw.js, and a worker there would keep old modules.
 */
export function startWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./register-worker')
      .then(({ registerWorker }) => registerWorker())
      .catch((error: unknown) => console.warn('The offline worker did not register', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
