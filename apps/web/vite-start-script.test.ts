import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER_MARKER_ID } from './src/app/takeover';
import { START_SCRIPT } from './vite-start-script';

/** Runs the start script as the page's `<script>` would, with its two lists on its tag. */
function runStartScript(rootHtml: string, marker = '') {
  document.body.innerHTML = `<div id="root">${rootHtml}</div>${marker}`;
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
  it('fetches every module the first view needs at once on index.html (its loading screen only)', () => {
    runStartScript('<div role="status"><p>Loading…</p></div>');
    expect(preloaded()).toEqual(['/assets/react-a.js', '/assets/index-b.js', '/assets/page-c.js']);
  });

  it('lets a prerendered page paint first: nothing is fetched before the frame that paints it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    runStartScript(
      '<main><h1>Sign in</h1></main>',
      `<script type="application/json" id="${PRERENDER_MARKER_ID}">{}</script>`,
    );
    expect(preloaded()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloaded()).toEqual(['/assets/react-a.js', '/assets/index-b.js', '/assets/page-c.js']);
  });
});
