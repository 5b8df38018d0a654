import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { useState } from 'react';
import { storage } from '../../../lib/storage/storage';
import { InstitutionDetailsStep } from './institution-details-step';
import { InstitutionEmailStep } from './institution-email-step';
import { InstitutionVerifyStep } from './institution-verify-step';

type Page = 'email' | 'details' | 'verify';

/**
 * /auth/inst-licence and /auth/site-licence: email, then details (once the server accepts the
 * email, which is kept in localStorage), then 'Verify' (once the account exists).
 */
export function InstitutionPage() {
  const [page, setPage] = useState<Page>('email');
  // Each page replaces the previous one in place: after the first move, its heading takes focus.
  const [moved, setMoved] = useState(false);
  const goTo = (next: Page) => {
    setMoved(true);
    setPage(next);
  };
  const [email, setEmail] = useState(() => storage.get(STORAGE_KEYS.institutionEmail) ?? '');

  if (page === 'details') {
    return (
      <InstitutionDetailsStep
        email={email}
        autoFocus={moved}
        onChangeEmail={() => goTo('email')}
        onCreated={() => goTo('verify')}
      />
    );
  }
  if (page === 'verify') return <InstitutionVerifyStep email={email} autoFocus={moved} />;
  return (
    <InstitutionEmailStep
      initialEmail={email}
      autoFocus={moved}
      onAccepted={(accepted) => {
        storage.set(STORAGE_KEYS.institutionEmail, accepted);
        setEmail(accepted);
        goTo('details');
      }}
    />
  );
}
