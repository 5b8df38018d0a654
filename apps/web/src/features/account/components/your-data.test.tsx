import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../../../lib/session/session';
import { renderWithApp, testUser } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { DeleteAccount } from './delete-account';
import { MyDataDownload } from './my-data-download';

afterEach(() => vi.restoreAllMocks());

const user = testUser({ softwareSelected: true });

describe('Delete my account', () => {
  const open = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    return screen.findByRole('alertdialog', { name: 'Delete your account?' });
  };

  it('asks once, saying what goes; Cancel keeps the account and calls nothing', async () => {
    const { calls } = renderWithApp(<DeleteAccount />, { user, trpc: {} });
    const dialog = await open();
    expect(within(dialog).getByRole('list').textContent).toMatch(/your notes and your reflective journal/);
    expect(dialog.textContent).toMatch('A licence used to open the account is not refunded');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('deleted: the learner is signed out on the page that says so', async () => {
    const { calls, location, queryClient } = renderWithApp(<DeleteAccount />, {
      user,
      path: '/dashboard/settings/profile',
      trpc: { 'account.remove': () => ({ ok: true }) },
    });
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/account-deleted'));
    expect(calls).toEqual([{ path: 'account.remove', input: { confirmed: true } }]);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
  });

  it('a server without the call: says deleting is not available here and points to support', async () => {
    renderWithApp(<DeleteAccount />, {
      user,
      trpc: {
        'account.remove': () => {
          throw trpcFailure({
            httpStatus: 501,
            code: 'UPSTREAM_FEATURE_MISSING',
            missingFeature: 'accountDelete',
          });
        },
      },
    });
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    const unavailable = await screen.findByRole('alertdialog', { name: 'Deleting is not available here' });
    expect(unavailable.textContent).toMatch('The support team can do it for you');
    await waitFor(() =>
      expect(document.activeElement?.textContent).toMatch('The support team can do it for you'),
    );
    expect(within(unavailable).getByRole('link', { name: 'Go to Support' }).getAttribute('href')).toBe(
      '/support',
    );
  });

  it('any other failure: nothing has gone, and the learner can try again', async () => {
    const { location } = renderWithApp(<DeleteAccount />, {
      user,
      trpc: {
        'account.remove': () => {
          throw trpcFailure({ httpStatus: 502, code: 'BAD_GATEWAY' });
        },
      },
    });
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch('Nothing has been removed');
    expect(within(dialog).getByRole('button', { name: 'Delete my account for good' })).toBeTruthy();
    expect(location.history).toEqual(['/']);
  });
});

describe('Download my data', () => {
  const answers = {
    'auth.authorize': () => user,
    'notes.list': () => [],
    'journal.list': () => [],
    'favourites.list': () => [],
    'learningProgress.list': () => [],
    'flows.list': () => [],
  };

  it('names the part that failed, offers no file, and Try again carries on from that part', async () => {
    // The browser's file hand-over is the edge: the test sees the archive offered, once.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:my-data');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    let notesFail = true;
    const { calls } = renderWithApp(<MyDataDownload />, {
      user,
      trpc: {
        ...answers,
        'notes.list': () => {
          if (notesFail) throw trpcFailure({ httpStatus: 502, code: 'BAD_GATEWAY' });
          return [];
        },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch('We could not gather your notes this time');
    await waitFor(() =>
      expect(document.activeElement?.textContent).toMatch('We could not gather your notes'),
    );
    expect(createObjectURL).not.toHaveBeenCalled();

    notesFail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(
        /Your data is ready: your browser is saving studyflow-my-data-\d{4}-\d{2}-\d{2}\.zip/,
      ),
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    // The profile gathered before the failure was kept: asked once, not twice.
    expect(calls.filter((call) => call.path === 'auth.authorize')).toHaveLength(1);
    expect(calls.filter((call) => call.path === 'notes.list')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
