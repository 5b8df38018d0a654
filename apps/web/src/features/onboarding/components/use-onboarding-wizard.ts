import { DEFAULT_ERROR_MESSAGE, TOAST_ERROR_TITLE } from '@studyflow/contracts/error-catalogue';
import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { User } from '@studyflow/contracts/user';
import { snackbar } from '@studyflow/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { routes } from '../../../config/paths';
import { toAppError } from '../../../lib/api/errors';
import { useTRPCClient } from '../../../lib/api/trpc';
import { sessionQueryOptions } from '../../../lib/session/session';
import { useUpdateSessionUser } from '../../../lib/session/update-user';
import { storage } from '../../../lib/storage/storage';
import { useCreateUserInfo } from '../api/create-user-info';
import { type Answers, initialAnswers } from '../model/answers';
import { clearDraft, readDraft, saveDraft } from '../model/draft';
import { finishFailure } from '../model/finish-outcome';
import { userInfoInput } from '../model/payload';
import { type StepId, stepsFor } from '../model/steps';
import { hasErrors, type StepErrors, validateStep } from '../model/validation';
import type { SoftwarePort } from '../software-port';

const withItem = <T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> => new Set([...set, item]);

const rememberFirstLogin = () => storage.set(STORAGE_KEYS.firstLogin, new Date().toISOString());

/**
 * The wizard's state and transitions (ONB-4, ONB-11, ONB-16, ONB-17): Next checks the step, the
 * software step saves on Next, the last step submits the user info; Back never checks. Answers
 * survive every move, every failure and a reload (a draft in sessionStorage until the wizard is finished).
 */
export function useOnboardingWizard(user: User, software: SoftwarePort) {
  const steps = stepsFor(user.userType);
  const [draft] = useState(() => readDraft(user.email, steps.length));
  const [index, setIndex] = useState(draft?.index ?? 0);
  const [answers, setAnswers] = useState<Answers>(() => draft?.answers ?? initialAnswers());
  const [completed, setCompleted] = useState<ReadonlySet<number>>(() => new Set(draft?.completed));
  // Steps whose Next was tried: their errors show, and update as the learner fixes them.
  const [checked, setChecked] = useState<ReadonlySet<StepId>>(new Set());
  // Bumped on a failed check; the page then moves focus to the first field with an error.
  const [focusRequest, setFocusRequest] = useState(0);
  const createUserInfo = useCreateUserInfo();
  const updateUser = useUpdateSessionUser();
  const queryClient = useQueryClient();
  const trpcClient = useTRPCClient();
  const [, navigate] = useLocation();

  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (!finished) saveDraft(user.email, { index, completed: [...completed], answers });
  }, [finished, user.email, index, completed, answers]);

  const step: StepId = steps[index] ?? 'software';
  const errors: StepErrors = checked.has(step) ? validateStep(step, answers) : {};
  const isLast = index === steps.length - 1;

  const finish = async () => {
    const input = userInfoInput(user.userType, answers);
    if (input === null) return;
    try {
      const userInfo = await createUserInfo.mutateAsync(input);
      setFinished(true);
      clearDraft();
      rememberFirstLogin();
      // Navigate first: the testimonial route accepts the user in either state, whereas /onboarding
      // would send a finished user straight to the dashboard.
      navigate(routes.onboardingTestimonial.href());
      updateUser((current) => ({ ...current, userInfo }));
    } catch (error) {
      const { status, msg } = toAppError(error);
      if (finishFailure(msg) === 'continue') {
        setFinished(true);
        clearDraft();
        if (storage.get(STORAGE_KEYS.firstLogin) === null) rememberFirstLogin();
        navigate(routes.onboardingTestimonial.href());
        // The server holds user info we have not seen: ask for the user again.
        void queryClient.fetchQuery({ ...sessionQueryOptions(trpcClient), staleTime: 0 });
        return;
      }
      if (status === null || status >= 500) console.error('Saving the user info failed', error);
      snackbar(TOAST_ERROR_TITLE, msg ?? DEFAULT_ERROR_MESSAGE);
      setIndex(0);
    }
  };

  const next = async () => {
    // The software list is still loading: there is nothing to check or save yet.
    if (step === 'software' && answers.software === null) return;
    if (hasErrors(validateStep(step, answers))) {
      setChecked((previous) => withItem(previous, step));
      setFocusRequest((count) => count + 1);
      return;
    }
    if (step === 'software') {
      const result = await software.save([...(answers.software ?? [])]);
      if (!result.ok) {
        snackbar(TOAST_ERROR_TITLE, result.message);
        return;
      }
    }
    setCompleted((previous) => withItem(previous, index));
    if (isLast) await finish();
    else setIndex(index + 1);
  };

  const back = () => setIndex((current) => Math.max(0, current - 1));

  return {
    steps,
    index,
    step,
    isLast,
    answers,
    setAnswers,
    errors,
    completed,
    focusRequest,
    isPending: software.isSaving || createUserInfo.isPending,
    next,
    back,
  };
}
