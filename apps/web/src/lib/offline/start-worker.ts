import { afterPageDrawn } from '../timing/page-drawn';
import { whenIdle } from '../timing/when-idle';

/**
 * Once the app has drawn its first page, the page has loaded and the browser is next idle (never
 * before: the first view's scripts, data and render come first; on a signed-in page the load event
 * came before any of them, and the worker's script took a connection from them), fetches the
 * worker's registration code and registers it. Production builds only: the dev server has no
 * /sw.js, and a worker there would keep old modules.
 */
export function startWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./register-worker')
      .then(({ registerWorker }) => registerWorker())
      .catch((error: unknown) => console.warn('The offline worker did not register', error));
  };
  const later = () => whenIdle(start, 5000);
  afterPageDrawn(() => {
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}
