import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFirstView } from '../lib/api/first-view';
import { currentDataLayer, resetDataLayer } from '../lib/api/trpc';
import { afterPageDrawn, resetPageDrawn } from '../lib/timing/page-drawn';
import { testUser } from '../test-support/render';
import { App, FIRST_VIEW_WAIT_MS } from './boot';

/** Answers a batched tRPC GET: the settings, and `user` (a guest unless given) for the session check. */
const answerAs =
  (user: unknown) =>
  (input: RequestInfo | URL): Promise<Response> => {
    const procedures = new URL(String(input), 'http://localhost').pathname.replace('/trpc/', '').split(',');
    const answers = procedures.map((procedure) =>
      procedure === 'config.get'
        ? { result: { data: { edition: 'study', mailboxUrl: null } } }
        : { result: { data: procedure === 'auth.authorize' ? user : null } },
    );
    return Promise.resolve(
      new Response(JSON.stringify(answers), { headers: { 'content-type': 'application/json' } }),
    );
  };
const bff = answerAs(null);

// vitest.setup.ts marks the page drawn before each test; these start from a page load.
beforeEach(resetPageDrawn);
afterEach(() => {
  resetDataLayer();
  resetPageDrawn();
  resetFirstView();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('start-up', () => {
  it('asks for the settings and the session in one request', async () => {
    const fetch = vi.fn(bff);
    vi.stubGlobal('fetch', fetch);
    const view = render(<App />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const first = decodeURIComponent(String(fetch.mock.calls[0]?.[0]));
    expect(first).toContain('config.get');
    expect(first).toContain('auth.authorize');
    view.unmount();
  });

  it("asks for a signed-in page's own data at start-up too, beside the settings and the session", async () => {
    window.history.replaceState(
      null,
      '',
      '/flows/essay-writing/learning_modules/understanding-the-question/chapters/instruction-words/steps/what-the-question-wants',
    );
    const fetch = vi.fn(bff);
    vi.stubGlobal('fetch', fetch);
    const view = render(<App />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const urls = fetch.mock.calls.map(([input]) => decodeURIComponent(String(input)));
    // The step's text with the visit tracked, as the step page asks (STP-9), and its module.
    expect(urls.some((url) => url.includes('/trpc/steps.get?') && url.includes('"trackSession":true'))).toBe(
      true,
    );
    expect(urls.some((url) => url.includes('/trpc/learningModules.get?'))).toBe(true);
    expect(urls.some((url) => url.includes('auth.authorize') && url.includes('config.get'))).toBe(true);
    view.unmount();
  });

  it('never asks for the session on /error, which must render with the server down', async () => {
    window.history.replaceState(null, '', '/error');
    const fetch = vi.fn(bff);
    vi.stubGlobal('fetch', fetch);
    const view = render(<App />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const urls = fetch.mock.calls.map(([input]) => decodeURIComponent(String(input)));
    expect(urls.some((url) => url.includes('config.get'))).toBe(true);
    expect(urls.some((url) => url.includes('auth.authorize'))).toBe(false);
    view.unmount();
  });

  it('offline with no kept start-up answers: the offline page, never "Something unexpected happened"', async () => {
    window.history.replaceState(null, '', '/dashboard/learn');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const view = render(<App />);
      expect(
        await view.findByRole('heading', { level: 1, name: "You're offline" }, { timeout: 5000 }),
      ).toBeDefined();
      expect(view.queryByText('Oh no! Something unexpected happened.')).toBeNull();
      expect(view.getByRole('link', { name: 'Your favourites' }).getAttribute('href')).toBe('/favourites');
      expect(view.getByRole('link', { name: 'Your notes' })).toBeDefined();
      view.unmount();
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });

  it('on a prerendered page without data: asks who is signed in by a plain request, loads no data layer, and forgets whoever was here', async () => {
    // GRD-11 on every path but /error, without the data layer: the same start-up batch the tRPC
    // client sends. Its answer of nobody leaves nothing of a learner for the next person.
    window.localStorage.setItem(STORAGE_KEYS.firstLogin, 'true');
    window.history.replaceState(null, '', '/privacy-policy');
    const fetch = vi.fn(bff);
    vi.stubGlobal('fetch', fetch);
    const view = render(<App prerendered={{ edition: 'study', mailboxUrl: null }} />);
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.firstLogin)).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(decodeURIComponent(String(fetch.mock.calls[0]?.[0]))).toBe(
      '/trpc/auth.authorize,config.get?batch=1&input={}',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentDataLayer()).toBeNull();
    view.unmount();
  });

  it("draws a signed-in first view with the learner known: no guards' loading screen between the start and the page", async () => {
    // The session's answer comes in the start-up batch: drawn first as "checking", the page then
    // replaced the guards' loading screen and its layout shifted (CLS 0.4–0.9 on a phone).
    window.history.replaceState(null, '', '/dashboard/learn');
    const learner = testUser({ softwareSelected: true, userInfo: { course: 'History' } as never });
    vi.stubGlobal('fetch', vi.fn(answerAs(learner)));
    const checking: string[] = [];
    const observer = new MutationObserver(() => {
      const status = document.querySelector('main [role="status"]');
      if (status?.textContent === 'Loading…') checking.push('the guards checking');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const view = render(<App />);
    await waitFor(() => expect(document.querySelector('main')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(checking).toEqual([]);
    view.unmount();
  });

  it('lets what no first view needs (the manifest link) come only once the first page is drawn', async () => {
    window.history.replaceState(null, '', '/dashboard/learn');
    const learner = testUser({ softwareSelected: true, userInfo: { course: 'History' } as never });
    vi.stubGlobal('fetch', vi.fn(answerAs(learner)));
    const pageShown: boolean[] = [];
    afterPageDrawn(() => pageShown.push(document.querySelector('main') !== null));
    const view = render(<App />);
    // The loading screen is not a page: nothing has run yet.
    expect(pageShown).toEqual([]);
    await waitFor(() => expect(pageShown).toEqual([true]));
    view.unmount();
  });

  /**
   * A learner's dashboard opened, its list (`flows.list`) answered when `list` settles; what the
   * page-drawn mark has seen so far (whether the page's <main> was there when it came).
   */
  async function openDashboard(list: Promise<void>): Promise<{ pageShown: boolean[]; unmount: () => void }> {
    window.history.replaceState(null, '', '/dashboard/learn');
    const answer = answerAs(testUser({ softwareSelected: true, userInfo: { course: 'History' } as never }));
    const noFlows = () =>
      new Response(JSON.stringify({ result: { data: [] } }), {
        headers: { 'content-type': 'application/json' },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).includes('flows.list') ? list.then(noFlows) : answer(input),
      ),
    );
    const pageShown: boolean[] = [];
    afterPageDrawn(() => pageShown.push(document.querySelector('main') !== null));
    const view = render(<App />);
    await waitFor(() => expect(document.querySelector('main')).not.toBeNull());
    return { pageShown, unmount: view.unmount };
  }

  it('counts the first page drawn only once the data its first view asked for has come and been painted', async () => {
    let answerList: () => void = () => undefined;
    const { pageShown, unmount } = await openDashboard(
      new Promise<void>((resolve) => {
        answerList = resolve;
      }),
    );
    // The frame is drawn, the dashboard's list still on its way: not yet.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(pageShown).toEqual([]);
    answerList();
    await waitFor(() => expect(pageShown).toEqual([true]));
    unmount();
  });

  it('counts the first page drawn all the same when its data never comes (a stalled server)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { pageShown, unmount } = await openDashboard(new Promise<void>(() => undefined));
      await vi.advanceTimersByTimeAsync(FIRST_VIEW_WAIT_MS - 1_000);
      expect(pageShown).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(pageShown).toEqual([true]);
      unmount();
    } finally {
      vi.useRealTimers();
    }
  });
});
