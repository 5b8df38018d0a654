import { whenIdle } from '../timing/when-idle';

/**
 * Once the page has loaded and the browser is next idle (never before: the first paint and the
 * app's own start come first), fetches the worker's registration code and registers it. Production
 * builds only: the dev server has no /sw.js, and a worker there would keep old modules. Not held
 * until the first page is drawn (tried at stop 46): the worker's precaching then ran while a
 * learner, or a test, was already using the page.
 */
export function startWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./register-worker')
      .then(({ registerWorker }) => registerWorker())
      .catch((error: unknown) => console.warn('The offline worker did not register', error));
  };
  const later = () => whenIdle(start, 5000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
