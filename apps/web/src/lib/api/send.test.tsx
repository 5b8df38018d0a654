import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSend } from './send';
import { currentDataLayer, resetDataLayer } from './trpc';

// The data layer's script as a page loads it, except when a test says its load fails (offline).
const script = vi.hoisted(() => ({ fails: false }));
vi.mock('./data-layer', async (actual) => {
  const real = await actual<typeof import('./data-layer')>();
  return {
    ...real,
    makeDataLayer: () => {
      if (script.fails) throw new TypeError('Failed to fetch dynamically imported module');
      return real.makeDataLayer();
    },
  };
});

/** The BFF's answer to a batched tRPC POST: the user for auth.signIn. */
const signedIn = { id: 7, email: 'ada@uni.example' };
const bff = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
  Promise.resolve(
    new Response(JSON.stringify([{ result: { data: signedIn } }]), {
      headers: { 'content-type': 'application/json' },
    }),
  ),
);

afterEach(() => {
  resetDataLayer();
  script.fails = false;
  bff.mockClear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const signIn = () =>
  renderHook(() => useSend((trpc) => trpc.auth.signIn.mutationOptions({ meta: { errors: 'form' } })));

describe('a form’s call to the server (useSend)', () => {
  it('loads the data layer at the first send, not with the page, then sends as a mutation', async () => {
    vi.stubGlobal('fetch', bff);
    const { result } = signIn();
    await act(async () => {});
    expect(currentDataLayer()).toBeNull();

    const onSuccess = vi.fn();
    act(() => result.current.mutate({ email: 'ada@uni.example', password: 'secret-pass' }, { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(signedIn));
    expect(result.current.isPending).toBe(false);
    expect(currentDataLayer()).not.toBeNull();
    expect(String(bff.mock.calls[0]?.[0])).toContain('/trpc/auth.signIn');
  });

  it('a layer that cannot load is a request that could not be sent: the error page online', async () => {
    vi.stubGlobal('fetch', bff);
    script.fails = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = signIn();
    const onError = vi.fn();
    act(() => result.current.mutate({ email: 'ada@uni.example', password: 'secret-pass' }, { onError }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(result.current.isPending).toBe(false);
    expect(window.location.pathname).toBe('/error');
    expect(bff).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
