import { Alert } from '@studyflow/ui/alert';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Spinner } from '@studyflow/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { useCopy } from '../../../lib/copy';
import { formErrorIfAny } from '../../../lib/errors';
import { row } from '../../../lib/layout.css';
import { paths } from '../../../lib/paths';
import { useConfirm } from '../api/confirm';
import { AuthPanel } from './auth-panel';
import { FormError } from './form-error';

type Outcome = { status: 'checking' } | { status: 'verified' } | { status: 'failed'; message: string | null };

/**
 * /auth/confirmations/:confirmation_token: the mailed link. The token is single-use, so it is sent
 * once per page even when React runs effects twice in development.
 */
export function ConfirmationPage() {
  const copy = useCopy().confirmation;
  const { confirmation_token: token = '' } = useParams<{ confirmation_token?: string }>();
  const confirm = useConfirm();
  const sentFor = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'checking' });

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    confirm.mutate(
      { confirmationToken: token },
      {
        onSuccess: () => setOutcome({ status: 'verified' }),
        onError: (error) => {
          const failure = formErrorIfAny(error, []);
          if (failure) setOutcome({ status: 'failed', message: failure.message });
        },
      },
    );
  }, [token, confirm.mutate]);

  return (
    <AuthPanel title={copy.title}>
      {outcome.status === 'checking' ? (
        <p className={row} role="status">
          <Spinner />
          <span>{copy.checking}</span>
        </p>
      ) : null}
      {outcome.status === 'verified' ? (
        <Alert variant="success" role="status">
          {copy.success}
        </Alert>
      ) : null}
      {outcome.status === 'failed' ? <FormError message={outcome.message} /> : null}
      {outcome.status !== 'checking' ? (
        <ButtonLink href={paths.signIn} fullWidth>
          {copy.signIn}
        </ButtonLink>
      ) : null}
    </AuthPanel>
  );
}
