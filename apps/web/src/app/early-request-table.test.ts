import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patternSource } from '../../vite-prerender';
import { START_SCRIPT } from '../../vite-start-script';
import { EARLY_RESPONSES, takeEarlyResponse } from '../lib/api/early-requests';
import { leaveFirstView, resetFirstView } from '../lib/api/first-view';
import { callsAt, earlyRequestTable } from './early-request-table';

const STEP =
  '/flows/essay-writing/learning_modules/understanding-the-question/chapters/instruction-words/steps/what-the-question-wants';
const BATCH = '/trpc/auth.authorize,config.get?batch=1&input=%7B%7D';

afterEach(() => {
  vi.unstubAllGlobals();
  resetFirstView();
  window.history.replaceState(null, '', '/');
  delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES];
});

/** The table as the build writes it on the start script's tag (vite-prerender.ts). */
async function builtTable() {
  const table = await earlyRequestTable();
  return {
    ...table,
    views: table.views.map(([pattern, calls]) => [pattern === null ? '^/' : patternSource(pattern), calls]),
  };
}

/** A tRPC answer of nothing to a call (one per procedure of a batch). */
function answerOf(url: string): Response {
  const [procedures = ''] = url.slice('/trpc/'.length).split('?');
  const one = { result: { data: null } };
  const body = url.includes('batch=1') ? procedures.split(',').map(() => one) : one;
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** What the start script sends at `path` with the build's table, each call answered with nothing. */
async function startScriptAt(path: string): Promise<string[]> {
  window.history.replaceState(null, '', path);
  const sent: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    sent.push(url);
    return Promise.resolve(answerOf(url));
  });
  document.body.innerHTML = '<div id="root"></div>';
  const tag = document.createElement('script');
  tag.setAttribute('data-early', JSON.stringify(await builtTable()));
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  try {
    new Function(START_SCRIPT)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
  vi.unstubAllGlobals();
  return sent;
}

/** What the app's own client sends as it starts at `path` (boot.tsx), nothing kept by a start script. */
async function appAsksAt(path: string): Promise<string[]> {
  delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES];
  return (await callsAt(path)).map(({ url }) => url);
}

describe("the start script's table of start-up calls, recorded from the app's own client", () => {
  it('names, for each kind of address, the calls the app makes there, a segment of the address as {n}', async () => {
    const table = await earlyRequestTable();
    const views = new Map(table.views);
    expect(views.get('/dashboard/learn')).toEqual(['/trpc/flows.list', BATCH]);
    expect(views.get('/dashboard/software')).toEqual(['/trpc/tutorials.list', BATCH]);
    const step = views.get(
      '/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug/steps/:stepSlug',
    );
    expect(step?.map(decodeURIComponent)).toEqual([
      '/trpc/steps.get?input={"flowSlug":"{2}","learningModuleSlug":"{4}","chapterSlug":"{6}","stepSlug":"{8}","view":"flows","trackSession":true}',
      '/trpc/learningModules.get?input={"slug":"{4}"}',
      decodeURIComponent(BATCH),
    ]);
    // The error page never checks the session; any other address asks for the start-up pair.
    expect(views.get('/error')).toEqual(['/trpc/config.get?batch=1&input=%7B%7D']);
    expect(views.get(null)).toEqual([BATCH]);
    expect(table.headers).toEqual({ 'x-studyflow-csrf': '1' });
    expect(table.skipWhenStored).toBe(STORAGE_KEYS.signOutPending);
  });

  it('has the start script send exactly what the app then asks for, at each first view', async () => {
    for (const path of ['/dashboard/learn', '/dashboard/software', STEP, '/dashboard/reflect', '/error']) {
      expect(new Set(await startScriptAt(path)), path).toEqual(new Set(await appAsksAt(path)));
    }
  });
});

describe('an answer the start script kept', () => {
  it("is the app's client's answer to that call, once: the network is not asked", async () => {
    await startScriptAt('/dashboard/learn');
    expect(await callsAt('/dashboard/learn')).toEqual([]);
    // Asked again, it goes to the server.
    expect(takeEarlyResponse('/trpc/flows.list')).toBeUndefined();
  });

  it('answers only a read, only at its own address, and not once the learner has left the first page', () => {
    const answer = Promise.resolve(new Response('{}'));
    const kept = () => ({ '/trpc/flows.list': answer });
    (window as unknown as Record<string, unknown>)[EARLY_RESPONSES] = kept();
    expect(takeEarlyResponse('/trpc/flows.list', { method: 'POST' })).toBeUndefined();
    expect(takeEarlyResponse('/trpc/flows.list?x=1')).toBeUndefined();
    expect(takeEarlyResponse('/trpc/flows.list', { method: 'GET' })).toBe(answer);
    (window as unknown as Record<string, unknown>)[EARLY_RESPONSES] = kept();
    leaveFirstView();
    expect(takeEarlyResponse('/trpc/flows.list')).toBeUndefined();
  });
});
