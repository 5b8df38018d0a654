import { Button } from '@studyflow/ui/button';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Form } from '@studyflow/ui/form';
import { Link } from '@studyflow/ui/link';
import { text } from '@studyflow/ui/styles/text.css';
import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import { routes } from '../../../config/paths';
import { formErrorIfAny } from '../../../lib/api/errors';
import { useForm } from '../../../lib/forms/use-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useAuthCopy } from '../copy';
import { AuthPanel } from './auth-panel';
import { FormError } from './form-error';
import { MailboxLink } from './mailbox-link';

// The requirements give this form no client rules (ACC-7): the server's field errors show under the field.
const noClientRules = () => ({});

/** /auth/reset-password: the request form, then the 'Check your email' view. */
export function ResetPasswordPage() {
  const copy = useAuthCopy().resetPassword;
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: noClientRules });

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    request.mutate(
      { email: values.email.trim() },
      {
        onSuccess: ({ msg }) => setSent(msg || copy.sentText),
        onError: (error) => {
          const failure = formErrorIfAny(error, ['email']);
          if (!failure) return;
          setFormError(failure.message);
          form.showServerErrors(failure.fieldErrors);
        },
      },
    );
  });

  if (sent !== null) {
    return (
      <AuthPanel title={copy.sentTitle} viewKey="sent">
        <p className={text()}>{sent}</p>
        <ButtonLink href={routes.signIn.href()} fullWidth>
          {copy.close}
        </ButtonLink>
        <MailboxLink />
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title={copy.title}
      intro={copy.intro}
      viewKey="form"
      below={<Link href={routes.signIn.href()}>{copy.backToSignIn}</Link>}
    >
      <Form onSubmit={submit} formRef={form.formRef}>
        <TextField label={copy.email} type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" fullWidth isPending={request.isPending}>
          {copy.submit}
        </Button>
        <FormError message={formError} />
      </Form>
    </AuthPanel>
  );
}
