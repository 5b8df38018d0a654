import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { User, UserType } from '@studyflow/contracts/user';
import { toasts } from '@studyflow/ui/toast';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../../../lib/session/session';
import { renderWithApp, testUser } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import type { SoftwareChooserSlotProps, SoftwarePort } from '../software-port';
import { OnboardingPage } from './onboarding-page';

const failure = (httpStatus: number, msg: string | null) =>
  trpcFailure({ httpStatus, upstreamStatus: httpStatus, msg });

/** Stands in for features/software's chooser: starts with nothing chosen, once "loaded". */
function FakeChooser({ value, onChange, errorMessage }: SoftwareChooserSlotProps) {
  useEffect(() => {
    if (value === null) onChange(new Set());
  }, [value, onChange]);
  return (
    <div>
      <button type="button" onClick={() => onChange(new Set([4]))}>
        Pick software
      </button>
      {errorMessage ? <p role="alert">{errorMessage}</p> : null}
      <p>{value === null ? 'loading' : `${value.size} chosen`}</p>
    </div>
  );
}

/** The wizard with a stand-in server: `createUserInfo` answers userInfo.create. */
function renderWizard(userType: UserType, createUserInfo: (input: unknown) => Promise<unknown>) {
  const user = testUser({ userType });
  const software: SoftwarePort = {
    renderChooser: (props) => <FakeChooser {...props} />,
    save: vi.fn(async () => ({ ok: true as const, message: 'Software has been saved.' })),
    isSaving: false,
  };
  const view = renderWithApp(<OnboardingPage software={software} />, {
    path: '/onboarding',
    edition: userType === 'student' ? 'study' : 'pro',
    user,
    trpc: { 'userInfo.create': createUserInfo, 'auth.authorize': () => user },
  });
  return { ...view, software };
}

const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const overallGroup = () => screen.getByRole('radiogroup', { name: 'Assistive technology overall' });

/** A professional's two steps up to Finish, with 'Quite familiar' chosen. */
async function answerProfessionalSteps(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Pick software' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(within(overallGroup()).getByText('Quite familiar'));
}

afterEach(() => {
  toasts.clear();
  // The wizard's draft lives in sessionStorage; each test starts a fresh wizard.
  window.sessionStorage.clear();
});

describe('onboarding wizard', () => {
  it('checks each step, moves focus to the step heading and finishes', async () => {
    const user = userEvent.setup();
    const createUserInfo = vi.fn(async (input: unknown) => ({ ...(input as object) }));
    const { location, queryClient, software } = renderWizard('professional', createUserInfo);

    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Welcome, Robin');
    expect(screen.getByText('Step 1 of 2: Assistive Technology')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select your software!');
    expect(software.save).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Pick software' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(software.save).toHaveBeenCalledWith([4]);
    expect(document.activeElement).toBe(stepHeading('Current knowledge'));
    // ONB-14: overall and each of the six areas, for professionals too.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(7);
    for (const area of [
      'Essay writing',
      'Presentations',
      'Lectures',
      'Reading',
      'Organisation',
      'Revision',
    ]) {
      expect(screen.getByRole('radiogroup', { name: area })).toBeTruthy();
    }

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('Select Assistive Technology knowledge level!')).toBeTruthy();
    // A step with several fields gets GOV.UK's error summary, which takes focus and links the field.
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement;
    expect(document.activeElement).toBe(summary);
    await user.click(
      screen.getByRole('link', {
        name: 'Assistive technology overall: Select Assistive Technology knowledge level!',
      }),
    );
    expect(document.activeElement).toBe(
      within(overallGroup()).getByRole('radio', { name: 'Complete beginner' }),
    );
    expect(createUserInfo).not.toHaveBeenCalled();

    await user.click(within(overallGroup()).getByText('Quite familiar'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(createUserInfo).toHaveBeenCalledWith(
      expect.objectContaining({ asTechnologyLevel: 'expert', courseName: null, studyPriorities: null }),
    );
    expect(location.history.at(-1)).toBe('/onboarding/testimonial');
    expect(window.localStorage.getItem(STORAGE_KEYS.firstLogin)).not.toBeNull();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<User>(SESSION_QUERY_KEY)?.userInfo).toMatchObject({
        asTechnologyLevel: 'expert',
      }),
    );
  });

  it('goes on when the server says the user info already exists, and asks for the user again', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderWizard('professional', async () => {
      throw failure(422, 'UserInfo already exists for User!');
    });
    await answerProfessionalSteps(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(location.history.at(-1)).toBe('/onboarding/testimonial');
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('auth.authorize'));
    expect(toasts.getSnapshot()).toHaveLength(0);
  });

  it('returns to step 0 with the message in the snackbar on any other failure', async () => {
    const user = userEvent.setup();
    const { location } = renderWizard('professional', async () => {
      throw failure(422, 'Course name is too long');
    });
    await answerProfessionalSteps(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(location.history.at(-1)).toBe('/onboarding');
    expect(document.activeElement).toBe(stepHeading('Assistive Technology'));
    expect(toasts.getSnapshot().map((toast) => [toast.content.description, toast.timeout])).toEqual([
      ['Course name is too long', 6000],
    ]);
    // Nothing chosen is lost.
    expect(screen.getByText('1 chosen')).toBeTruthy();
  });

  it('keeps the answers and the step through a reload, until the wizard is finished', async () => {
    const user = userEvent.setup();
    const first = renderWizard('professional', async (input) => ({ ...(input as object) }));
    await user.click(screen.getByRole('button', { name: 'Pick software' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Reading' })).getByText('Quite familiar'));
    first.unmount();

    // As after a reload: a new wizard for the same learner picks up where they were.
    const again = renderWizard('professional', async (input) => ({ ...(input as object) }));
    expect(screen.getByText('Step 2 of 2: Current knowledge')).toBeTruthy();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Reading' })).getByRole('radio', {
        name: 'Quite familiar',
      }),
    ).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('1 chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(overallGroup()).getByText('Quite familiar'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(again.location.history.at(-1)).toBe('/onboarding/testimonial');
    again.unmount();

    // Finished: nothing is kept for next time.
    renderWizard('professional', async (input) => ({ ...(input as object) }));
    expect(screen.getByText('Step 1 of 2: Assistive Technology')).toBeTruthy();
  });

  it('gives students four steps and names every missing course field', async () => {
    const user = userEvent.setup();
    renderWizard('student', async () => ({}));
    expect(screen.getByText('Step 1 of 4: Course Information')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Course Start year is required.')).toBeTruthy();
    expect(screen.getByText('Course subject is required!')).toBeTruthy();
    // The end year waits for a start year; its message comes once it can be answered.
    expect(screen.queryByText('Course End year is required.')).toBeNull();
    expect(stepHeading('Course Information')).toBeTruthy();
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement as HTMLElement;
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Course start year: Course Start year is required.',
      'Course subject: Course subject is required!',
    ]);
    await user.click(within(summary).getByRole('link', { name: /^Course subject/ }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Course subject$/ }));
  });
});
