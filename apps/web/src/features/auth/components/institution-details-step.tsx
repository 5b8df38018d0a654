import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Form } from '@studyflow/ui/form';
import { Link } from '@studyflow/ui/link';
import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import { routes } from '../../../config/paths';
import { formErrorIfAny } from '../../../lib/api/errors';
import { BreakableAddress } from '../../../lib/components/breakable-address';
import { ErrorSummary } from '../../../lib/forms/error-summary';
import { useForm } from '../../../lib/forms/use-form';
import { useSignUp } from '../api/sign-up';
import { useAuthCopy } from '../copy';
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
  const { institution: copy, signIn } = useAuthCopy();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { firstName: '', surname: '', password: '', passwordConfirmation: '' },
    validate: validateInstitutionDetails,
    summary: true,
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
      below={
        <>
          <span>{signIn.haveAccount}</span>
          <Link href={routes.signIn.href()}>{signIn.title}</Link>
        </>
      }
      title={copy.detailsTitle}
      autoFocus={autoFocus}
      intro={
        <Cluster as="span" gap="3" align="center">
          <span>
            {copy.signingUpAs}{' '}
            <span className={styles.address}>
              <BreakableAddress address={email} />
            </span>
          </span>
          <Button variant="text" size="sm" onPress={onChangeEmail}>
            {copy.changeEmail}
          </Button>
        </Cluster>
      }
    >
      <Form onSubmit={submit} formRef={form.formRef}>
        <ErrorSummary
          errors={form.summaryErrors({
            firstName: copy.firstName,
            surname: copy.surname,
            password: copy.password,
            passwordConfirmation: copy.confirmPassword,
          })}
          focusRequest={form.focusRequest}
        />
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
