import { DEFAULT_ERROR_MESSAGE } from '@studyflow/contracts/error-catalogue';
import type { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trpcFailure } from '../../test-support/trpc';
import { useNotKeptOffline } from '../offline/not-kept';
import {
  formErrorIfAny,
  formErrorOf,
  handleError,
  isFeatureMissing,
  shouldRetry,
  toAppError,
} from './errors';
import { createQueryClient } from './query-client';

const networkFailure = new TRPCClientError('fetch failed', { cause: new TypeError('Failed to fetch') });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error catalogue (ERR-1 to ERR-5)', () => {
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it.each([
    ['no response', networkFailure, '/error'],
    ['a 404', trpcFailure({ httpStatus: 404, upstreamStatus: 404 }), '/not-found'],
    ['a 403', trpcFailure({ httpStatus: 403, upstreamStatus: 403 }), '/something-went-wrong'],
    ['a 409', trpcFailure({ httpStatus: 409, upstreamStatus: 409 }), '/something-went-wrong'],
    ['a 429 from the BFF itself', trpcFailure({ httpStatus: 429 }), '/something-went-wrong'],
    ['an upstream 500', trpcFailure({ httpStatus: 502, upstreamStatus: 500 }), '/error'],
    ['an unreachable upstream', trpcFailure({ httpStatus: 502 }), '/error'],
    ['an unreadable 200 body', trpcFailure({ httpStatus: 502, upstreamStatus: 200 }), '/error'],
  ])('sends %s to its page', (_label, error, page) => {
    quiet();
    const navigate = vi.fn();
    handleError(error, 'global', navigate);
    expect(navigate).toHaveBeenCalledWith(page);
  });

  it('keeps an offline learner on their page when a call finds no connection', () => {
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const navigate = vi.fn();
      expect(handleError(networkFailure, 'global', navigate)).toBe('ignored');
      expect(navigate).not.toHaveBeenCalled();
      // Offline, asking again cannot help: the offline page comes at once.
      expect(shouldRetry(0, networkFailure)).toBe(false);
      // A server that answered is still the server's story, offline banner or not.
      quiet();
      handleError(trpcFailure({ httpStatus: 404, upstreamStatus: 404 }), 'global', navigate);
      expect(navigate).toHaveBeenCalledWith('/not-found');
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    }
  });

  it.each([400, 401, 422])('leaves a %d to the form that asked', (status) => {
    const navigate = vi.fn();
    expect(handleError(trpcFailure({ httpStatus: status, upstreamStatus: status }), 'form', navigate)).toBe(
      'form',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('still sends page-level failures of a form to their page', () => {
    quiet();
    const navigate = vi.fn();
    handleError(trpcFailure({ httpStatus: 502, upstreamStatus: 503 }), 'form', navigate);
    expect(navigate).toHaveBeenCalledWith('/error');
  });

  it('logs a 5xx and a form-level failure that has no form', () => {
    const log = quiet();
    const navigate = vi.fn();
    handleError(trpcFailure({ httpStatus: 502, upstreamStatus: 500 }), 'global', navigate);
    expect(handleError(trpcFailure({ httpStatus: 422, upstreamStatus: 422 }), 'global', navigate)).toBe(
      'logged',
    );
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('does nothing for silent callers', () => {
    const navigate = vi.fn();
    expect(handleError(networkFailure, 'silent', navigate)).toBe('ignored');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads a failure without ErrorData as "no response"', () => {
    expect(toAppError(new Error('boom')).status).toBeNull();
    expect(
      toAppError(new TRPCClientError('x', { result: { error: { data: { httpStatus: 'x' } } } })).status,
    ).toBeNull();
  });
});

describe('formErrorOf', () => {
  it('shows the server msg and the field errors, joined by a comma, under known fields', () => {
    const error = trpcFailure({
      httpStatus: 422,
      upstreamStatus: 422,
      msg: 'Email has already been taken',
      fieldErrors: { email: ["can't be blank", 'is invalid'], unknownField: ['x'] },
    });
    expect(formErrorOf(error, ['email'])).toEqual({
      message: 'Email has already been taken',
      fieldErrors: { email: "can't be blank, is invalid" },
    });
  });

  it('lets the field errors speak alone when there is no msg', () => {
    const error = trpcFailure({
      httpStatus: 422,
      upstreamStatus: 422,
      fieldErrors: { email: ['is invalid'] },
    });
    expect(formErrorOf(error, ['email'])).toEqual({ message: null, fieldErrors: { email: 'is invalid' } });
  });

  it('falls back to the default message when nothing else explains the failure', () => {
    const error = trpcFailure({
      httpStatus: 401,
      upstreamStatus: 401,
      fieldErrors: { token: ['is invalid'] },
    });
    expect(formErrorOf(error, ['email'])).toEqual({ message: DEFAULT_ERROR_MESSAGE, fieldErrors: {} });
  });

  it("puts the BFF's input issues under their fields", () => {
    const error = trpcFailure({
      httpStatus: 400,
      issues: [{ path: ['email'], message: 'Please enter a valid email' }],
    });
    expect(formErrorOf(error, ['email']).fieldErrors).toEqual({ email: 'Please enter a valid email' });
  });

  it('gives no form error for failures that go to a page', () => {
    expect(formErrorIfAny(trpcFailure({ httpStatus: 404, upstreamStatus: 404 }), ['email'])).toBeNull();
    expect(formErrorIfAny(networkFailure, ['email'])).toBeNull();
    expect(
      formErrorIfAny(trpcFailure({ httpStatus: 401, upstreamStatus: 401, msg: 'No' }), [])?.message,
    ).toBe('No');
  });
});

describe('an extension the upstream lacks (UPSTREAM_FEATURE_MISSING)', () => {
  const missing = trpcFailure({
    code: 'UPSTREAM_FEATURE_MISSING',
    httpStatus: 501,
    upstreamStatus: 404,
    missingFeature: 'planner',
  });

  it('is no missing page and no outage: nothing navigates, nothing is retried, the feature is named', () => {
    const navigate = vi.fn();
    expect(handleError(missing, 'global', navigate)).toBe('ignored');
    expect(handleError(missing, 'form', navigate)).toBe('ignored');
    expect(navigate).not.toHaveBeenCalled();
    expect(shouldRetry(0, missing)).toBe(false);
    expect(toAppError(missing)).toMatchObject({ status: 501, missingFeature: 'planner' });
    expect(isFeatureMissing(missing, 'planner')).toBe(true);
    expect(isFeatureMissing(missing, 'resetLinkCheck')).toBe(false);
  });

  it('is never read into a failure of another code', () => {
    const notFound = trpcFailure({ httpStatus: 404, upstreamStatus: 404, missingFeature: 'planner' });
    expect(toAppError(notFound)).toMatchObject({ status: 404, missingFeature: null });
    expect(isFeatureMissing(networkFailure, 'planner')).toBe(false);
  });
});

describe('shouldRetry', () => {
  it('retries no-response and 5xx failures twice, never a 4xx', () => {
    expect(shouldRetry(0, networkFailure)).toBe(true);
    expect(shouldRetry(1, trpcFailure({ httpStatus: 502 }))).toBe(true);
    expect(shouldRetry(2, networkFailure)).toBe(false);
    expect(shouldRetry(0, trpcFailure({ httpStatus: 401, upstreamStatus: 401 }))).toBe(false);
  });
});

describe('a throttled call (429 from the BFF)', () => {
  const throttled = trpcFailure({ code: 'TOO_MANY_REQUESTS', httpStatus: 429, retryAfterSeconds: 840 });

  it('stays in the form that asked, with the wait in minutes and the fields left alone', () => {
    const navigate = vi.fn();
    expect(handleError(throttled, 'form', navigate)).toBe('form');
    expect(navigate).not.toHaveBeenCalled();
    expect(formErrorIfAny(throttled, ['email', 'password'])).toEqual({
      message: 'Too many attempts. Please wait 14 minutes and try again.',
      fieldErrors: {},
    });
  });

  it('goes to /something-went-wrong when no form asked, like any other 4xx', () => {
    const navigate = vi.fn();
    expect(handleError(throttled, 'global', navigate)).toBe('something-went-wrong');
    expect(navigate).toHaveBeenCalledWith('/something-went-wrong');
  });

  it('words an unknown wait without a number (the global rate limit sends none)', () => {
    expect(toAppError(trpcFailure({ httpStatus: 429 })).retryAfterSeconds).toBeNull();
    expect(formErrorIfAny(trpcFailure({ httpStatus: 429 }), [])?.message).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});

describe('offline, a page whose own data was never kept', () => {
  const failing = (queryClient: QueryClient, key: string, meta?: { offline: 'page' }) =>
    queryClient
      .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(networkFailure), retry: false, meta })
      .catch(() => undefined);

  it("gives its place to the offline page; a dialog's or the shell's query does not", async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const queryClient = createQueryClient(vi.fn());
      window.history.replaceState(null, '', '/flows/a/learning_modules/b/chapters/c/steps/d');
      await failing(queryClient, 'step', { offline: 'page' });
      expect(renderHook(() => useNotKeptOffline(window.location.pathname)).result.current).toBe(true);

      window.history.replaceState(null, '', '/dashboard/learn');
      await failing(queryClient, 'notes');
      expect(renderHook(() => useNotKeptOffline('/dashboard/learn')).result.current).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
      window.history.replaceState(null, '', '/');
    }
  });
});
