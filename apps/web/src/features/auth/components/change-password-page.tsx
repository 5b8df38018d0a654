import { Button } from '@studyflow/ui/button';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Cluster } from '@studyflow/ui/cluster';
import { Form } from '@studyflow/ui/form';
import { Link } from '@studyflow/ui/link';
import { Spinner } from '@studyflow/ui/spinner';
import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { routes } from '../../../config/paths';
import { formErrorIfAny, isFeatureMissing, toAppError } from '../../../lib/api/errors';
import { ErrorSummary } from '../../../lib/forms/error-summary';
import { useForm } from '../../../lib/forms/use-form';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { useAuthCopy } from '../copy';
import { validateChangePassword } from '../validation';
import { AuthPanel } from './auth-panel';
import { FormError } from './form-error';
import type { SignInNotice } from './sign-in-page';

/**
 * /auth/reset_password/:reset_password_token: the link is checked as the page opens, so a used or
 * old one says so at once, with the way to a new one, instead of after two passwords were typed.
 * A good link gets the form: a new password, then sign-in with a notice.
 */
export function ChangePasswordPage() {
  const copy = useAuthCopy();
  const { reset_password_token: token = '' } = useParams<{ reset_password_token?: string }>();
  const check = useResetTokenCheck(token);
  const { changePassword } = copy;

  if (check.isPending) {
    return (
      <AuthPanel title={changePassword.title}>
        <Cluster as="p" gap="3" align="center" role="status">
          <Spinner />
          <span>{changePassword.checking}</span>
        </Cluster>
      </AuthPanel>
    );
  }
  // An upstream without the check (an extension): the form, and the password change decides.
  if (check.isError && !isFeatureMissing(check.error, 'resetLinkCheck')) {
    const refused = formErrorIfAny(check.error, ['resetPasswordToken']);
    return (
      <AuthPanel
        title={changePassword.title}
        viewKey="refused"
        below={<Link href={routes.signIn.href()}>{copy.resetPassword.backToSignIn}</Link>}
      >
        <FormError message={refused?.message ?? null} />
        <ButtonLink href={routes.resetPassword.href()} fullWidth>
          {changePassword.requestNewLink}
        </ButtonLink>
      </AuthPanel>
    );
  }
  return <ChangePasswordForm token={token} />;
}

/**
 * The link itself was refused (used, old or unknown) when the new password was sent: the upstream
 * says so by the token's field, or refuses without faulting either password field (the answer's
 * shape is not shown, API-11).
 */
function linkRefused(error: unknown): boolean {
  const { status, fieldErrors } = toAppError(error);
  if ((fieldErrors?.resetPasswordToken?.length ?? 0) > 0) return true;
  return (
    status === 422 && fieldErrors?.password === undefined && fieldErrors?.passwordConfirmation === undefined
  );
}

function ChangePasswordForm({ token }: { token: string }) {
  const copy = useAuthCopy();
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const form = useForm({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: validateChangePassword,
    summary: true,
  });

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    setRefused(false);
    reset.mutate(
      { ...values, resetPasswordToken: token },
      {
        onSuccess: ({ msg }) => {
          const state: SignInNotice = { notice: msg || copy.signIn.passwordChanged };
          navigate(routes.signIn.href(), { state });
        },
        onError: (error) => {
          const failure = formErrorIfAny(error, ['password', 'passwordConfirmation']);
          if (!failure) return;
          setRefused(linkRefused(error));
          setFormError(failure.message);
          form.showServerErrors(failure.fieldErrors);
        },
      },
    );
  });

  const { changePassword } = copy;
  return (
    <AuthPanel title={changePassword.title} intro={changePassword.intro} viewKey="form">
      <Form onSubmit={submit} formRef={form.formRef}>
        <ErrorSummary
          errors={form.summaryErrors({
            password: changePassword.password,
            passwordConfirmation: changePassword.confirm,
          })}
          focusRequest={form.focusRequest}
        />
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
        {refused && (
          <ButtonLink href={routes.resetPassword.href()} variant="secondary" fullWidth>
            {changePassword.requestNewLink}
          </ButtonLink>
        )}
      </Form>
    </AuthPanel>
  );
}
