import { Link } from '@studyflow/ui/link';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { routes } from '../../../config/paths';
import { formErrorIfAny } from '../../../lib/api/errors';
import { useFocusOnChange } from '../../../lib/components/page';
import { useForm } from '../../../lib/forms/use-form';
import { loadSanitizer } from '../../../lib/html/safe-html';
import { useSetSessionUser } from '../../../lib/session/session';
import { useSignUp } from '../api/sign-up';
import { useAuthCopy } from '../copy';
import { validateLicenceStepOne, validateLicenceStepTwo } from '../validation';
import { AuthPanel } from './auth-panel';
import { LicenceStepOne } from './licence-step-one';
import { LicenceStepTwo } from './licence-step-two';
import { StepProgress } from './step-progress';

const STEP_ONE_FIELDS = ['licenceKey', 'firstName', 'surname', 'university'] as const;
const STEP_TWO_FIELDS = ['email', 'confirmEmail', 'password', 'passwordConfirmation'] as const;

/**
 * /auth/dsa-licence: step 1 (key and name) moves on only when its four fields are filled; step 2
 * (email and password) finishes. Both steps keep what was typed when moving back and forth.
 */
export function LicencePage() {
  const { licence: copy, signIn } = useAuthCopy();
  const [step, setStep] = useState<1 | 2>(1);
  const [formError, setFormError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const setUser = useSetSessionUser();
  const signUp = useSignUp();
  const stepLabelRef = useFocusOnChange<HTMLParagraphElement>(step);
  const stepOne = useForm({
    initialValues: { licenceKey: '', firstName: '', surname: '', university: '' },
    validate: validateLicenceStepOne,
    summary: true,
  });
  const stepTwo = useForm({
    initialValues: { email: '', confirmEmail: '', password: '', passwordConfirmation: '' },
    validate: validateLicenceStepTwo,
    summary: true,
  });

  const finish = stepTwo.handleSubmit((account) => {
    setFormError(null);
    // Licence errors carry a 'contact support' link: the sanitiser (DOMPurify, ~10 KB) loads while
    // the server checks the licence, not with the page (a first visit that never sends needs none).
    void loadSanitizer();
    signUp.mutate(
      {
        // contracts SIGN_UP_TYPES.licence; the literal is type-checked and keeps zod out of the bundle.
        signUpType: 'dsa_licence',
        ...stepOne.values,
        ...account,
        email: account.email.trim(),
        confirmEmail: account.confirmEmail.trim(),
        subscribedToUpdates: true,
        tos: true,
      },
      {
        onSuccess: ({ user }) => {
          if (user) setUser(user);
          navigate(routes.auth.href());
        },
        onError: (error) => {
          const failure = formErrorIfAny(error, [...STEP_ONE_FIELDS, ...STEP_TWO_FIELDS]);
          if (!failure) return;
          setFormError(failure.message);
          const backToStepOne = STEP_ONE_FIELDS.some((field) => failure.fieldErrors[field]);
          stepOne.showServerErrors(failure.fieldErrors);
          stepTwo.showServerErrors(failure.fieldErrors);
          if (backToStepOne) setStep(1);
        },
      },
    );
  });

  return (
    <AuthPanel
      below={
        <>
          <span>{signIn.haveAccount}</span>
          <Link href={routes.signIn.href()}>{signIn.title}</Link>
        </>
      }
      title={copy.title}
      eyebrow={
        <StepProgress
          current={step}
          total={2}
          label={step === 1 ? copy.stepOne : copy.stepTwo}
          labelRef={stepLabelRef}
        />
      }
    >
      {step === 1 ? (
        <LicenceStepOne form={stepOne} onNext={stepOne.handleSubmit(() => setStep(2))} />
      ) : (
        <LicenceStepTwo
          form={stepTwo}
          onBack={() => setStep(1)}
          onFinish={finish}
          isPending={signUp.isPending}
          formError={formError}
        />
      )}
    </AuthPanel>
  );
}
