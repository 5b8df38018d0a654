import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER_MARKER_ID } from './src/app/takeover';
import { EARLY_RESPONSES, type EarlyRequestTable } from './src/lib/api/early-requests';
import { START_SCRIPT } from './vite-start-script';

/** Runs the start script as the page's `<script>` would, with its lists on its tag. */
function runStartScript(rootHtml: string, marker = '', early?: EarlyRequestTable) {
  document.body.innerHTML = `<div id="root">${rootHtml}</div>${marker}`;
  const tag = document.createElement('script');
  tag.setAttribute('data-preload', '/assets/react-a.js /assets/index-b.js /assets/page-c.js');
  tag.setAttribute('data-entries', '/assets/react-a.js /assets/index-b.js');
  if (early) tag.setAttribute('data-early', JSON.stringify(early));
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
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES];
});

const LOADING = '<div role="status"><p>Loading…</p></div>';
const BATCH = '/trpc/auth.authorize,config.get?batch=1&input=%7B%7D';
const TABLE: EarlyRequestTable = {
  headers: { 'x-studyflow-csrf': '1' },
  skipWhenStored: 'studyflow:sign-out-pending',
  views: [
    ['^/dashboard/learn/?$', ['/trpc/flows.list', BATCH]],
    [
      '^/flows/[^/]+/steps/[^/]+/?$',
      ['/trpc/steps.get?input=%7B%22flow%22%3A%22{2}%22%2C%22step%22%3A%22{4}%22%7D', BATCH],
    ],
    ['^/error/?$', ['/trpc/config.get?batch=1&input=%7B%7D']],
    ['^/', [BATCH]],
  ],
};

/** Runs the start script on index.html at `path` with the table, a network that answers each call with its address. */
function startAt(path: string, marker = '') {
  window.history.replaceState(null, '', path);
  const network = vi.fn((url: string) => Promise.resolve(new Response(url)));
  vi.stubGlobal('fetch', network);
  runStartScript(marker ? '<main><h1>Sign in</h1></main>' : LOADING, marker, TABLE);
  const kept = (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[
    EARLY_RESPONSES
  ];
  return { network, asked: network.mock.calls.map(([url]) => url), kept };
}

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

  it("on a page still being parsed (index.html starts it async), runs the app's scripts once it is parsed", () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const listened = vi.spyOn(document, 'addEventListener');
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      runStartScript(LOADING);
      // The modules are fetched at once all the same.
      expect(preloaded()).toEqual(['/assets/react-a.js', '/assets/index-b.js', '/assets/page-c.js']);
      vi.advanceTimersByTime(1);
      expect(listened.mock.calls.filter(([type]) => type === 'DOMContentLoaded')).toHaveLength(1);
    } finally {
      delete (document as unknown as Record<string, unknown>).readyState;
      listened.mockRestore();
    }
    // Parsed already (a snapshot's deferred start, or a late async one): no waiting.
    const parsed = vi.spyOn(document, 'addEventListener');
    runStartScript(LOADING);
    vi.advanceTimersByTime(1);
    expect(parsed.mock.calls.filter(([type]) => type === 'DOMContentLoaded')).toHaveLength(0);
    parsed.mockRestore();
  });

  describe('the start-up calls of a signed-in page (data-early)', () => {
    it('sends the calls of the first view the address matches, with the headers, and keeps each answer for the app', async () => {
      const { network, asked, kept } = startAt('/dashboard/learn');
      expect(asked).toEqual(['/trpc/flows.list', BATCH]);
      expect(network).toHaveBeenCalledWith('/trpc/flows.list', {
        credentials: 'same-origin',
        headers: { 'x-studyflow-csrf': '1' },
      });
      expect(await (await kept?.['/trpc/flows.list'])?.text()).toBe('/trpc/flows.list');
      expect(Object.keys(kept ?? {})).toEqual(['/trpc/flows.list', BATCH]);
    });

    it("puts the address's own segments into a call, and sends none that is not a plain slug", () => {
      expect(startAt('/flows/essay-writing/steps/what_it-wants').asked).toEqual([
        '/trpc/steps.get?input=%7B%22flow%22%3A%22essay-writing%22%2C%22step%22%3A%22what_it-wants%22%7D',
        BATCH,
      ]);
      // An encoded quote or space could change the call's meaning: the app asks for that one itself.
      expect(startAt('/flows/essay%22writing/steps/one').asked).toEqual([BATCH]);
    });

    it('takes the first view that matches: /error asks only for the settings, any other address the start-up pair', () => {
      expect(startAt('/error').asked).toEqual(['/trpc/config.get?batch=1&input=%7B%7D']);
      expect(startAt('/dashboard/reflect').asked).toEqual([BATCH]);
    });

    it('asks nothing while a sign-out is still to be sent, nor on a prerendered page', () => {
      window.localStorage.setItem('studyflow:sign-out-pending', '1');
      expect(startAt('/dashboard/learn').asked).toEqual([]);
      window.localStorage.clear();
      const marker = `<script type="application/json" id="${PRERENDER_MARKER_ID}">{}</script>`;
      expect(startAt('/dashboard/learn', marker).asked).toEqual([]);
    });

    it('keeps a failed call for the app to read, and leaves no rejection unhandled', async () => {
      window.history.replaceState(null, '', '/dashboard/reflect');
      const unhandled = vi.fn();
      window.addEventListener('unhandledrejection', unhandled);
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
      runStartScript(LOADING, '', TABLE);
      const kept = (window as unknown as Record<string, Record<string, Promise<Response>>>)[EARLY_RESPONSES];
      await expect(kept?.[BATCH]).rejects.toThrow('offline');
      await new Promise((resolve) => setTimeout(resolve, 10));
      window.removeEventListener('unhandledrejection', unhandled);
      expect(unhandled).not.toHaveBeenCalled();
    });
  });
});
