import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_SCRIPT } from './vite-start-script';

/** Runs the start script as the page's `<script>` would, with its two lists on its tag. */
function runStartScript(rootHtml: string) {
  document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
  const tag = document.createElement('script');
  tag.setAttribute('data-preload', '/assets/react-a.js /assets/index-b.js /assets/page-c.js');
  tag.setAttribute('data-entries', '/assets/react-a.js /assets/index-b.js');
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  try {
    new Function(START_SCRIPT)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  vi.useRealTimers();
});

describe('the start script', () => {
  it('fetches every module the first view needs at once, on an empty page (index.html)', () => {
    runStartScript('');
    expect(preloaded()).toEqual(['/assets/react-a.js', '/assets/index-b.js', '/assets/page-c.js']);
  });

  it('lets a prerendered page paint first: nothing is fetched before the frame that paints it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    runStartScript('<main><h1>Sign in</h1></main>');
    expect(preloaded()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloaded()).toEqual(['/assets/react-a.js', '/assets/index-b.js', '/assets/page-c.js']);
  });
});
