// @vitest-environment node
import type { Edition } from '@studyflow/contracts/edition';
import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { act, StrictMode } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/environments';
import { renderPage } from '../prerender';
import { PRERENDERED_PAGES } from './prerendered';

/**
 * The app hydrates each prerendered page (main.tsx) instead of drawing it again: React keeps the
 * snapshot's elements and attaches to them, so the app's first render in the browser must be the
 * snapshot exactly. Where it is not, a production build keeps the server's attributes without a
 * word (an aria-expanded or a class left stale) or, for a differing text, throws the snapshot away
 * and draws the page anew. So each page is rendered here as the build renders it (in Node, without
 * a window), then hydrated in a browser environment by React's development build, which reports
 * every difference.
 *
 * Each page is rendered just before it is hydrated: the server renderer leaves the value of a
 * context it last provided on the context (wouter's router, with the path it rendered), where a
 * browser, which never ran it, has the default.
 */

const EDITIONS: readonly Edition[] = ['study', 'pro'];

let browser: Awaited<ReturnType<(typeof builtinEnvironments)['happy-dom']['setup']>> | null = null;
// The browser goes before each server render (and after the last test, once the shared clean-up
// in vitest.setup.ts has emptied its page).
const leaveBrowser = async () => {
  await browser?.teardown(globalThis);
  browser = null;
};
beforeEach(leaveBrowser);
afterAll(leaveBrowser);

/** What a visitor who came before keeps in this browser: the dark theme, the banner closed, their own colours. */
const RETURNING: Record<string, string> = {
  [STORAGE_KEYS.preferredTheme]: JSON.stringify('dark'),
  [STORAGE_KEYS.darkModeBannerDismissed]: JSON.stringify(true),
  [STORAGE_KEYS.guestAccessibility]: JSON.stringify({
    setting: {
      backgroundColor: '#000000',
      fontColor: '#ffff00',
      fontSize: 'large',
      fontFamily: null,
      subtitles: null,
    },
    vars: { '--sf-color-background': '#000000' },
    chosenAt: Date.now(),
    visit: 'earlier',
  }),
};

/**
 * Renders `path` as the build does, then hydrates it in a fresh browser holding `stored`, with the
 * app's modules evaluated there anew (as a page load does), and returns what React reported.
 */
async function hydrate(
  path: string,
  edition: Edition,
  stored: Record<string, string> = {},
): Promise<string[]> {
  const { html } = await renderPage(path, edition);
  browser = await builtinEnvironments['happy-dom'].setup(globalThis, {
    happyDOM: { url: `http://localhost${path}` },
  });
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  vi.resetModules();
  // The app's start-up calls never answer: only the first render, the hydration, is looked at.
  const never = () => new Promise<Response>(() => {});
  vi.stubGlobal('fetch', never);
  window.fetch = never;
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  const { hydrateRoot } = await import('react-dom/client');
  const { App } = await import('./boot');
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const errors: string[] = [];
  const console = vi.spyOn(globalThis.console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  try {
    let app: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      app = hydrateRoot(
        root,
        <StrictMode>
          <App prerendered={{ edition, mailboxUrl: null }} />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(String(error)) },
      );
    });
    act(() => app?.unmount());
  } finally {
    console.mockRestore();
    vi.unstubAllGlobals();
  }
  return errors.filter((error) => /hydrat|did not match|mismatch/i.test(error));
}

describe.each(EDITIONS)('the app hydrates every prerendered page without a difference (%s)', (edition) => {
  it.each(PRERENDERED_PAGES.map((page) => page.path))('%s', async (path) => {
    expect(await hydrate(path, edition)).toEqual([]);
  });
});

describe('React Aria after hydration', () => {
  // Its ids once asked whether the page was server rendered, which rendered every component with an
  // id again, at once, right after hydration (patches/react-aria@3.53.1.patch).
  it('renders a button once: nothing is drawn again after hydration', async () => {
    const { Button } = await import('react-aria-components');
    let renders = 0;
    const press = () => {
      renders += 1;
      return 'Press';
    };
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<Button>{press}</Button>);
    browser = await builtinEnvironments['happy-dom'].setup(globalThis, {
      happyDOM: { url: 'http://localhost/' },
    });
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const { hydrateRoot } = await import('react-dom/client');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    renders = 0;
    let app: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      app = hydrateRoot(document.getElementById('root') as HTMLElement, <Button>{press}</Button>);
    });
    expect(renders).toBe(1);
    act(() => app?.unmount());
    vi.unstubAllGlobals();
  });
});

describe('index.html', () => {
  it("shows the app's own first screen, the same loading screen at once: nothing changes as the app takes over", async () => {
    const { renderToString } = await import('react-dom/server');
    const { App } = await import('./boot');
    const { renderLoadingScreen } = await import('../prerender');
    const app = renderToString(<App />);
    const html = await renderLoadingScreen();
    browser = await builtinEnvironments['happy-dom'].setup(globalThis, {
      happyDOM: { url: 'http://localhost/' },
    });
    expect(app).toBe(html);
  });
});

describe('a returning visitor', () => {
  it.each(['/', '/auth/sign-in'])(
    'whose theme, banner and colours differ from the snapshot hydrates %s without a difference',
    async (path) => {
      expect(await hydrate(path, 'study', RETURNING)).toEqual([]);
    },
  );
});
