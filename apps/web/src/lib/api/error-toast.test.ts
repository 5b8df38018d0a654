import { toasts } from '@studyflow/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trpcFailure } from '../../test-support/trpc';
import { showErrorToast } from './error-toast';

afterEach(() => vi.restoreAllMocks());

describe('showErrorToast (ERR-8)', () => {
  it("titles the toast 'Something went wrong...' and says the server's msg", () => {
    const add = vi.spyOn(toasts, 'add');
    showErrorToast(trpcFailure({ httpStatus: 422, upstreamStatus: 422, msg: 'Note is too long' }));
    expect(add).toHaveBeenCalledWith(
      { title: 'Something went wrong...', description: 'Note is too long', variant: 'error' },
      { timeout: 6000 },
    );
  });

  it('falls back to the default text and logs a failure without an answer', () => {
    const add = vi.spyOn(toasts, 'add');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showErrorToast(new Error('offline'));
    expect(add.mock.calls[0]?.[0].description).toBe(
      'Internal error. Please try again later or contact administrator',
    );
    expect(log).toHaveBeenCalled();
  });
});
