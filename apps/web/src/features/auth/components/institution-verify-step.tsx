import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { MailIcon } from '@studyflow/ui/icons';
import { Link } from '@studyflow/ui/link';
import { text } from '@studyflow/ui/styles/text.css';
import { useState } from 'react';
import { routes } from '../../../config/paths';
import { formErrorIfAny } from '../../../lib/api/errors';
import { BreakableAddress } from '../../../lib/components/breakable-address';
import { iconBadge } from '../../../lib/components/layout.css';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useAuthCopy } from '../copy';
import * as styles from './auth.css';
import { AuthPanel } from './auth-panel';
import { FormError } from './form-error';
import { MailboxLink } from './mailbox-link';

/** Page 3: where the mail went, and 'Resend the email'. */
export function InstitutionVerifyStep({ email, autoFocus }: { email: string; autoFocus: boolean }) {
  const { institution, signIn } = useAuthCopy();
  const resend = useResendConfirmation();
  const [result, setResult] = useState<{ ok: boolean; message: string | null } | null>(null);

  const onResend = () => {
    setResult(null);
    resend.mutate(
      { email },
      {
        onSuccess: ({ msg }) => setResult({ ok: true, message: msg ?? institution.resent }),
        onError: (error) => {
          const failure = formErrorIfAny(error, ['email']);
          if (failure)
            setResult({
              ok: false,
              message: failure.message ?? Object.values(failure.fieldErrors)[0] ?? null,
            });
        },
      },
    );
  };

  return (
    <AuthPanel
      title={institution.verifyTitle}
      autoFocus={autoFocus}
      eyebrow={
        <span className={iconBadge}>
          <MailIcon />
        </span>
      }
      below={<Link href={routes.signIn.href()}>{signIn.title}</Link>}
    >
      <p className={text()}>
        {institution.verifySentTo}{' '}
        <span className={styles.address}>
          <BreakableAddress address={email} />
        </span>
        .
      </p>
      <p className={text()}>{institution.verifyNext}</p>
      <p className={text({ tone: 'muted' })}>{institution.verifyMissing}</p>
      <Button variant="secondary" fullWidth onPress={onResend} isPending={resend.isPending}>
        {institution.resend}
      </Button>
      {result?.ok ? (
        <Alert variant="success" role="status">
          {result.message}
        </Alert>
      ) : (
        <FormError message={result?.message ?? null} />
      )}
      <MailboxLink />
    </AuthPanel>
  );
}
