import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { Form } from '@studyflow/ui/form';
import { Link } from '@studyflow/ui/link';
import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { routes } from '../../../config/paths';
import { formErrorIfAny } from '../../../lib/api/errors';
import { useForm } from '../../../lib/forms/use-form';
import { useSetSessionUser } from '../../../lib/session/session';
import { useSignIn } from '../api/sign-in';
import { useAuthCopy } from '../copy';
import { validateSignIn } from '../validation';
import { AuthPanel } from './auth-panel';
import { FormError } from './form-error';

/** History state another screen may leave for sign-in (the change-password success notice). */
export interface SignInNotice {
  notice?: string;
}

/** /auth/sign-in: on success the user is stored and the guest guard forwards to the dashboard. */
export function SignInPage() {
  const copy = useAuthCopy().signIn;
  const signIn = useSignIn();
  const setUser = useSetSessionUser();
  const notice = useHistoryState<SignInNotice | null>()?.notice;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '', password: '' }, validate: validateSignIn });

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: setUser,
        onError: (error) => {
          const failure = formErrorIfAny(error, ['email', 'password']);
          if (!failure) return;
          setFormError(failure.message);
          form.showServerErrors(failure.fieldErrors);
        },
      },
    );
  });

  return (
    <AuthPanel
      title={copy.title}
      intro={copy.intro}
      below={
        <>
          <span>{copy.newHere}</span>
          <Link href={routes.auth.href()}>{copy.setUp}</Link>
        </>
      }
    >
      {notice ? (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <Form onSubmit={submit} formRef={form.formRef}>
        <TextField label={copy.email} type="email" autoComplete="email" isRequired {...form.field('email')} />
        <TextField
          label={copy.password}
          type="password"
          autoComplete="current-password"
          allowReveal
          isRequired
          {...form.field('password')}
        />
        <div>
          <Link href={routes.resetPassword.href()} variant="standalone">
            {copy.resetPassword}
          </Link>
        </div>
        <Button type="submit" fullWidth isPending={signIn.isPending} pendingLabel={copy.sending}>
          {copy.submit}
        </Button>
        <FormError message={formError} />
      </Form>
    </AuthPanel>
  );
}
