import { Button } from '@studyflow/ui/button';
import { Form } from '@studyflow/ui/form';
import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import { useCopy } from '../../../lib/copy';
import { formErrorIfAny } from '../../../lib/errors';
import { row } from '../../../lib/layout.css';
import { useForm } from '../../../lib/use-form';
import { useSignUp } from '../api/sign-up';
import { validateInstitutionDetails } from '../validation';
import * as styles from './auth.css';
import { AuthPanel } from './auth-panel';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';
import { TermsNotice } from './terms-notice';

export interface InstitutionDetailsStepProps {
  email: string;
  autoFocus: boolean;
  onChangeEmail: () => void;
  onCreated: () => void;
}

/** Page 2: name and password for the accepted email, then 'Create account'. */
export function InstitutionDetailsStep({
  email,
  autoFocus,
  onChangeEmail,
  onCreated,
}: InstitutionDetailsStepProps) {
  const copy = useCopy().institution;
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { firstName: '', surname: '', password: '', passwordConfirmation: '' },
    validate: validateInstitutionDetails,
  });

  const submit = form.handleSubmit((details) => {
    setFormError(null);
    signUp.mutate(
      {
        // contracts SIGN_UP_TYPES.institution, as a type-checked literal (no zod in the bundle).
        signUpType: 'institution',
        email,
        ...details,
        subscribedToUpdates: true,
        tos: true,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const failure = formErrorIfAny(error, ['firstName', 'surname', 'password', 'passwordConfirmation']);
          if (!failure) return;
          setFormError(failure.message);
          form.showServerErrors(failure.fieldErrors);
        },
      },
    );
  });

  return (
    <AuthPanel
      title={copy.detailsTitle}
      autoFocus={autoFocus}
      intro={
        <span className={row}>
          <span>
            {copy.signingUpAs} <span className={styles.address}>{email}</span>
          </span>
          <Button variant="text" size="sm" onPress={onChangeEmail}>
            {copy.changeEmail}
          </Button>
        </span>
      }
    >
      <Form onSubmit={submit} formRef={form.formRef}>
        <TextField label={copy.firstName} autoComplete="given-name" isRequired {...form.field('firstName')} />
        <TextField label={copy.surname} autoComplete="family-name" isRequired {...form.field('surname')} />
        <NewPasswordFields form={form} copy={copy} />
        <TermsNotice before={copy.termsBefore} />
        <Button type="submit" fullWidth isPending={signUp.isPending}>
          {copy.submit}
        </Button>
        <FormError message={formError} />
      </Form>
    </AuthPanel>
  );
}
