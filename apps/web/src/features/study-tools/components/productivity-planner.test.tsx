import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { learnerKey } from '../../../lib/session/session';
import { renderWithApp, testUser } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { ProductivityPlanner } from './productivity-planner';

const noPlanner = () => {
  throw trpcFailure({
    code: 'UPSTREAM_FEATURE_MISSING',
    httpStatus: 501,
    upstreamStatus: 404,
    missingFeature: 'planner',
  });
};

afterEach(() => window.localStorage.clear());

async function addBlock(title: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'What you will study' });
  await user.clear(field);
  await user.type(field, title);
  await user.click(screen.getByRole('button', { name: 'Add block' }));
}

const monday = () =>
  within(screen.getByRole('list', { name: 'Your week' })).getAllByRole('listitem')[0] as HTMLElement;

describe('ProductivityPlanner where the upstream keeps no plans', () => {
  it('keeps the week in this browser, per learner, says so, and never asks the upstream to add', async () => {
    const robin = testUser({ id: undefined, email: 'Robin@Learners.example' });
    const first = renderWithApp(<ProductivityPlanner level={3} />, {
      user: robin,
      trpc: { 'studyTools.planner': noPlanner },
    });
    expect(await screen.findByText(/Your plan is kept in this browser only/)).toBeTruthy();
    await addBlock('Read chapter 2');
    expect(within(monday()).getByText(/Read chapter 2/)).toBeTruthy();
    expect(first.calls.map((call) => call.path)).toEqual(['studyTools.planner']);
    // Kept under the learner's key (a digest of the email where the upstream gives no id), and no
    // key name holds the email.
    expect(window.localStorage.getItem(`${STORAGE_KEYS.plannerPrefix}${learnerKey(robin)}`)).toContain(
      'Read chapter 2',
    );
    expect(Object.keys(window.localStorage).filter((key) => /learners\.example/i.test(key))).toEqual([]);
    first.unmount();

    // Back later: the week is still there; another learner on this computer sees none of it.
    const again = renderWithApp(<ProductivityPlanner level={3} />, {
      user: robin,
      trpc: { 'studyTools.planner': noPlanner },
    });
    await screen.findByText(/Your plan is kept in this browser only/);
    expect(within(monday()).getByText(/Read chapter 2/)).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Remove Read chapter 2, Monday 09:00' }));
    await waitFor(() => expect(within(monday()).queryByText(/Read chapter 2/)).toBeNull());
    again.unmount();

    renderWithApp(<ProductivityPlanner level={3} />, {
      user: testUser({ id: undefined, email: 'sam@learners.example' }),
      trpc: { 'studyTools.planner': noPlanner },
    });
    await screen.findByText(/Your plan is kept in this browser only/);
    expect(within(monday()).getByText('Nothing planned.')).toBeTruthy();
  });

  it('says the plan is saved to the account where the upstream keeps it', async () => {
    renderWithApp(<ProductivityPlanner level={3} />, {
      user: testUser(),
      trpc: { 'studyTools.planner': () => [] },
    });
    expect(
      await screen.findByText('Add study blocks to your week. They are saved to your account.'),
    ).toBeTruthy();
  });
});
