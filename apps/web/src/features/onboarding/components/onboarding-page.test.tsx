import type { AppRouter } from '@studyflow/bff/router';
import type { AppConfig } from '@studyflow/contracts/edition';
import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { User, UserType } from '@studyflow/contracts/user';
import { toasts } from '@studyflow/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppConfigContext } from '../../../lib/edition';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { TRPCProvider } from '../../../lib/trpc';
import type { SoftwareChooserSlotProps, SoftwarePort } from '../software-port';
import { OnboardingPage } from './onboarding-page';

const learner = (userType: UserType): User => ({
  id: 7,
  email: 'robin@learners.example',
  firstName: 'Robin',
  surname: 'Tester',
  university: null,
  userType,
  avatar: null,
  softwares: [],
  softwareSelected: false,
  userInfo: null,
  badges: [],
  accessabilitySetting: null,
  wellbeings: [],
  isCalmRequested: false,
});

const failure = (httpStatus: number, msg: string | null) =>
  TRPCClientError.from({
    error: {
      message: msg ?? 'failed',
      code: -32600,
      data: { code: 'X', httpStatus, upstreamStatus: httpStatus, msg, fieldErrors: null, issues: null },
    },
  });

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
  const user = learner(userType);
  const calls: { path: string; input: unknown }[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const answer = op.path === 'userInfo.create' ? createUserInfo(op.input) : Promise.resolve(user);
        answer.then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => observer.error(error as TRPCClientError<AppRouter>),
        );
      });
  const trpcClient = createTRPCClient<AppRouter>({ links: [link] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  const location = memoryLocation({ path: '/onboarding', record: true });
  const config: AppConfig = { edition: userType === 'student' ? 'study' : 'pro', mailboxUrl: null };
  const software: SoftwarePort = {
    renderChooser: (props) => <FakeChooser {...props} />,
    save: vi.fn(async () => ({ ok: true as const, message: 'Software has been saved.' })),
    isSaving: false,
  };
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider queryClient={queryClient} trpcClient={trpcClient}>
        <AppConfigContext.Provider value={config}>
          <Router hook={location.hook}>
            <OnboardingPage software={software} />
          </Router>
        </AppConfigContext.Provider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { calls, location, queryClient, software };
}

const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const overallGroup = () => screen.getByRole('radiogroup', { name: 'Assistive technology overall' });

/** A professional's two steps up to Finish, with 'Quite familiar' chosen. */
async function answerProfessionalSteps(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Pick software' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(within(overallGroup()).getByText('Quite familiar'));
}

afterEach(() => toasts.clear());

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
    expect(screen.getAllByRole('radiogroup')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('Select Assistive Technology knowledge level!')).toBeTruthy();
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
  });
});
