import { VALIDATION } from '@studyflow/contracts/validation-messages';
import { Button } from '@studyflow/ui/button';
import { Form } from '@studyflow/ui/form';
import { Link } from '@studyflow/ui/link';
import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import { routes } from '../../../config/paths';
import { formErrorIfAny, toAppError } from '../../../lib/api/errors';
import { useForm } from '../../../lib/forms/use-form';
import { useVerifyEmail } from '../api/verify-email';
import { useAuthCopy } from '../copy';
import { validateInstitutionEmail } from '../validation';
import { AuthPanel } from './auth-panel';
import { FormError } from './form-error';

export interface InstitutionEmailStepProps {
  initialEmail: string;
  autoFocus: boolean;
  onAccepted: (email: string) => void;
}

/** Page 1: the institutional email, checked as it changes and then by the server. */
export function InstitutionEmailStep({ initialEmail, autoFocus, onAccepted }: InstitutionEmailStepProps) {
  const { institution, signIn } = useAuthCopy();
  const verify = useVerifyEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: validateInstitutionEmail,
    validateOnChange: true,
  });

  const submit = form.handleSubmit(({ email }) => {
    setFormError(null);
    const trimmed = email.trim();
    verify.mutate(
      { email: trimmed },
      {
        onSuccess: () => onAccepted(trimmed),
        onError: (error) => {
          const failure = formErrorIfAny(error, ['email']);
          if (!failure) return;
          const { status, msg } = toAppError(error);
          // ACC-18: the server's msg, or 'An error occurred'. A throttle's wait is our own text.
          setFormError(status === 429 ? failure.message : (msg ?? VALIDATION.anErrorOccurred));
          form.showServerErrors(failure.fieldErrors);
        },
      },
    );
  });

  return (
    <AuthPanel
      title={institution.emailTitle}
      intro={institution.emailIntro}
      autoFocus={autoFocus}
      below={
        <>
          <span>{signIn.haveAccount}</span>
          <Link href={routes.signIn.href()}>{signIn.title}</Link>
        </>
      }
    >
      <Form onSubmit={submit} formRef={form.formRef}>
        <TextField
          label={institution.email}
          type="email"
          autoComplete="email"
          isRequired
          {...form.field('email')}
        />
        <Button type="submit" fullWidth isPending={verify.isPending}>
          {institution.next}
        </Button>
        <FormError message={formError} />
      </Form>
    </AuthPanel>
  );
}
