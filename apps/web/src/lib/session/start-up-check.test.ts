import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../test-support/render';
import { askAtStartUp, START_UP_BATCH } from './start-up-check';

const CONFIG = { edition: 'study', mailboxUrl: null };

function answer(items: unknown, status = 200) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(items), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const error = (httpStatus: number, upstreamStatus: number | null = httpStatus) => ({
  error: {
    message: 'failed',
    code: -32600,
    data: { code: 'X', httpStatus, upstreamStatus, msg: null, fieldErrors: null, issues: null },
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('the start-up check without the data layer', () => {
  it('asks as the tRPC client does, with the CSRF header, and takes a signed-in user and the settings', async () => {
    const user = testUser();
    const fetch = answer([{ result: { data: user } }, { result: { data: CONFIG } }]);
    expect(await askAtStartUp()).toEqual({ user, ended: false, config: CONFIG });
    expect(fetch).toHaveBeenCalledWith(
      START_UP_BATCH,
      expect.objectContaining({ headers: { 'x-studyflow-csrf': '1' } }),
    );
  });

  it('says the session ended on an answer of nobody, and on a 401', async () => {
    answer([{ result: { data: null } }, { result: { data: CONFIG } }]);
    expect(await askAtStartUp()).toEqual({ user: null, ended: true, config: CONFIG });
    answer([error(401), { result: { data: CONFIG } }], 207);
    expect(await askAtStartUp()).toEqual({ user: null, ended: true, config: CONFIG });
  });

  it('clears nothing when the server struggles, refuses or cannot be reached (GRD-12)', async () => {
    answer([error(503, null), error(503, null)], 503);
    expect(await askAtStartUp()).toEqual({ user: null, ended: false, config: null });
    answer([error(403), { result: { data: CONFIG } }], 207);
    expect(await askAtStartUp()).toEqual({ user: null, ended: false, config: CONFIG });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await askAtStartUp()).toEqual({ user: null, ended: false, config: null });
    answer({ not: 'a batch' });
    expect(await askAtStartUp()).toEqual({ user: null, ended: false, config: null });
  });
});
