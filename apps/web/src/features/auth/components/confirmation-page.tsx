import { Alert } from '@studyflow/ui/alert';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Cluster } from '@studyflow/ui/cluster';
import { Spinner } from '@studyflow/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { routes } from '../../../config/paths';
import { formErrorIfAny } from '../../../lib/api/errors';
import { useConfirm } from '../api/confirm';
import { useAuthCopy } from '../copy';
import { AuthPanel } from './auth-panel';
import { FormError } from './form-error';

type Outcome = { status: 'checking' } | { status: 'verified' } | { status: 'failed'; message: string | null };

/**
 * /auth/confirmations/:confirmation_token: the mailed link. The token is single-use, so it is sent
 * once per page even when React runs effects twice in development.
 */
export function ConfirmationPage() {
  const copy = useAuthCopy().confirmation;
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
        <Cluster as="p" gap="3" align="center" role="status">
          <Spinner />
          <span>{copy.checking}</span>
        </Cluster>
      ) : null}
      {outcome.status === 'verified' ? (
        <Alert variant="success" role="status">
          {copy.success}
        </Alert>
      ) : null}
      {outcome.status === 'failed' ? <FormError message={outcome.message} /> : null}
      {outcome.status !== 'checking' ? (
        <ButtonLink href={routes.signIn.href()} fullWidth>
          {copy.signIn}
        </ButtonLink>
      ) : null}
    </AuthPanel>
  );
}
