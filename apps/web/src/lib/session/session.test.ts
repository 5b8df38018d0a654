import type { User } from '@studyflow/contracts/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trpcFailure } from '../../test-support/trpc';
import { dataLayerOf } from '../api/data-layer';
import { loadDataLayer, resetDataLayer, type TrpcClient } from '../api/trpc';
import { OFFLINE_DATA_CACHE, SIGN_OUT_PENDING_CACHE } from '../offline/offline-data';
import {
  completePendingSignOutWhenOnline,
  isSignOutPending,
  rememberSignOut,
  sendSignOut,
} from './pending-sign-out';
import {
  checkSession,
  learnerKey,
  SESSION_QUERY_KEY,
  sessionQueryOptions,
  useSetSessionUser,
} from './session';

const networkFailure = new TRPCClientError('fetch failed', { cause: new TypeError('Failed to fetch') });
const KEPT_DRAFT = 'studyflow:journal-draft:41:new';
const user = { id: 41, email: 'ada@uni.example' } as User;

/** The browser's caches, by name only: enough to see which were deleted. */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  vi.stubGlobal('caches', {
    has: async (name: string) => held.has(name),
    open: async (name: string) => {
      held.add(name);
      return {};
    },
    delete: async (name: string) => held.delete(name),
  });
  return held;
}

function client(authorize: () => Promise<User | null>, signOut: () => Promise<unknown> = async () => ({})) {
  const calls: string[] = [];
  const stub = {
    auth: {
      authorize: {
        query: () => {
          calls.push('authorize');
          return authorize();
        },
      },
      signOut: {
        mutate: () => {
          calls.push('signOut');
          return signOut();
        },
      },
    },
  };
  return { client: stub as unknown as TrpcClient, calls };
}

const check = (trpc: TrpcClient) => {
  const { queryFn } = sessionQueryOptions(trpc);
  if (typeof queryFn !== 'function') throw new Error('no queryFn');
  return (queryFn as (context: { signal: AbortSignal }) => Promise<User | null>)({
    signal: new AbortController().signal,
  });
};

let cacheNames: Set<string>;
beforeEach(() => {
  cacheNames = fakeCaches([OFFLINE_DATA_CACHE]);
  window.localStorage.setItem(KEPT_DRAFT, '{}');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the start-up check forgets a learner only when the session is over', () => {
  it.each([
    ['a 500', trpcFailure({ httpStatus: 502, upstreamStatus: 500 })],
    ['a 503 from the BFF', trpcFailure({ httpStatus: 503 })],
    ['a 403', trpcFailure({ httpStatus: 403, upstreamStatus: 403 })],
    ['a 429', trpcFailure({ httpStatus: 429 })],
    ['no answer', networkFailure],
  ])('%s clears nothing', async (_label, error) => {
    const { client: trpc } = client(() => Promise.reject(error));
    await expect(check(trpc)).resolves.toBeNull();
    expect(cacheNames.has(OFFLINE_DATA_CACHE)).toBe(true);
    expect(window.localStorage.getItem(KEPT_DRAFT)).toBe('{}');
  });

  it.each([
    ['null (nobody signed in)', () => Promise.resolve(null)],
    ['a 401', () => Promise.reject(trpcFailure({ httpStatus: 401, upstreamStatus: 401 }))],
  ])('%s clears the offline data and the learner keys', async (_label, authorize) => {
    const { client: trpc } = client(authorize);
    await expect(check(trpc)).resolves.toBeNull();
    expect(cacheNames.has(OFFLINE_DATA_CACHE)).toBe(false);
    expect(window.localStorage.getItem(KEPT_DRAFT)).toBeNull();
  });

  it('a signed-in answer keeps everything', async () => {
    const { client: trpc } = client(() => Promise.resolve(user));
    await expect(check(trpc)).resolves.toEqual(user);
    expect(cacheNames.has(OFFLINE_DATA_CACHE)).toBe(true);
  });
});

describe('a sign-out that got no answer', () => {
  it('is remembered, and the next start completes it before asking who is signed in', async () => {
    await rememberSignOut();
    const offline = client(
      () => Promise.resolve(user),
      () => Promise.reject(networkFailure),
    );
    await expect(sendSignOut(offline.client)).resolves.toBe(false);
    expect(isSignOutPending()).toBe(true);
    expect(cacheNames.has(SIGN_OUT_PENDING_CACHE)).toBe(true);

    // Still no answer at the next start: signed out here, without asking the server who is.
    const stillOffline = client(
      () => Promise.resolve(user),
      () => Promise.reject(trpcFailure({ httpStatus: 502, upstreamStatus: 500 })),
    );
    await expect(check(stillOffline.client)).resolves.toBeNull();
    expect(stillOffline.calls).toEqual(['signOut']);

    const online = client(() => Promise.resolve(null));
    await expect(check(online.client)).resolves.toBeNull();
    expect(online.calls).toEqual(['signOut', 'authorize']);
    expect(isSignOutPending()).toBe(false);
    expect(cacheNames.has(SIGN_OUT_PENDING_CACHE)).toBe(false);
  });

  it('is completed when the connection returns, tried again while the first calls still fail', async () => {
    await rememberSignOut();
    let asked = 0;
    const flaky = client(
      () => Promise.resolve(null),
      () => {
        asked += 1;
        return asked === 1 ? Promise.reject(networkFailure) : Promise.resolve({ ok: true });
      },
    );
    const stop = completePendingSignOutWhenOnline(flaky.client, 5);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(isSignOutPending()).toBe(false));
    expect(flaky.calls).toEqual(['signOut', 'signOut']);
    stop();
  });

  it('is settled by any answer but a 5xx or 429 (a 401: the session was over already)', async () => {
    await rememberSignOut();
    const answered = client(
      () => Promise.resolve(null),
      () => Promise.reject(trpcFailure({ httpStatus: 401, upstreamStatus: 401 })),
    );
    await expect(sendSignOut(answered.client)).resolves.toBe(true);
    expect(isSignOutPending()).toBe(false);
  });
});

describe('a sign-in while the start-up check is still on its way', () => {
  it('keeps the user: the check asked before the cookie existed and its "nobody" is stale', async () => {
    let answer: (user: User | null) => void = () => {};
    const { client: trpc } = client(
      () =>
        new Promise<User | null>((resolve) => {
          answer = resolve;
        }),
    );
    const queryClient = new QueryClient();
    const checking = queryClient.fetchQuery(sessionQueryOptions(trpc));
    await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: SESSION_QUERY_KEY })).toBe(1));
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useSetSessionUser(), { wrapper });

    result.current(user);
    answer(null);
    await checking.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(user);
    // Its stale "nobody" cleared nothing of the learner who just signed in.
    expect(window.localStorage.getItem(KEPT_DRAFT)).toBe('{}');
  });
});

describe('learner keys', () => {
  it("are the upstream's id, or a digest of the email: never the email itself", () => {
    expect(learnerKey(user)).toBe('41');
    const noId = learnerKey({ id: undefined, email: 'Ada@Uni.example' } as unknown as User);
    expect(noId).not.toContain('@');
    expect(noId).not.toContain('ada');
    expect(learnerKey(null)).toBe('anonymous');
  });
});

describe('checkSession', () => {
  it("asks the server even when the cache holds an answer (a prerendered page's nobody), and keeps what it says", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    const authorize = vi.fn(async () => user);
    const client = { auth: { authorize: { query: authorize } } } as unknown as TrpcClient;
    await checkSession(dataLayerOf(queryClient, client));
    expect(authorize).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(user);
  });
});

describe('a sign-in from a form rendered before the data layer loaded (lib/api/send.ts)', () => {
  afterEach(() => resetDataLayer());

  it('stores the user in the layer that has loaded since', async () => {
    const { result } = renderHook(() => useSetSessionUser());
    const layer = await loadDataLayer();
    result.current(user);
    expect(layer.queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(user);
  });
});
