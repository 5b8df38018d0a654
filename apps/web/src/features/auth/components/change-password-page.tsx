import { Button } from '@studyflow/ui/button';
import { Form } from '@studyflow/ui/form';
import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useCopy } from '../../../lib/copy';
import { formErrorIfAny } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { useForm } from '../../../lib/use-form';
import { useResetPassword } from '../api/reset-password';
import { validateChangePassword } from '../validation';
import { AuthPanel } from './auth-panel';
import { FormError } from './form-error';
import type { SignInNotice } from './sign-in-page';

/** /auth/reset_password/:reset_password_token: a new password, then sign-in with a notice. */
export function ChangePasswordPage() {
  const copy = useCopy();
  const { reset_password_token: token = '' } = useParams<{ reset_password_token?: string }>();
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: validateChangePassword,
  });

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    reset.mutate(
      { ...values, resetPasswordToken: token },
      {
        onSuccess: ({ msg }) => {
          const state: SignInNotice = { notice: msg || copy.signIn.passwordChanged };
          navigate(paths.signIn, { state });
        },
        onError: (error) => {
          const failure = formErrorIfAny(error, ['password', 'passwordConfirmation']);
          if (!failure) return;
          setFormError(failure.message);
          form.showServerErrors(failure.fieldErrors);
        },
      },
    );
  });

  const { changePassword } = copy;
  return (
    <AuthPanel title={changePassword.title} intro={changePassword.intro}>
      <Form onSubmit={submit} formRef={form.formRef}>
        <TextField
          label={changePassword.password}
          type="password"
          autoComplete="new-password"
          allowReveal
          isRequired
          {...form.field('password')}
        />
        <TextField
          label={changePassword.confirm}
          type="password"
          autoComplete="new-password"
          allowReveal
          isRequired
          {...form.field('passwordConfirmation')}
        />
        <Button type="submit" fullWidth isPending={reset.isPending}>
          {changePassword.submit}
        </Button>
        <FormError message={formError} />
      </Form>
    </AuthPanel>
  );
}
