import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Cluster } from '@studyflow/ui/cluster';
import { Modal } from '@studyflow/ui/dialog';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { useEffect, useRef, useState } from 'react';
import { routes } from '../../../config/paths';
import { TrashIcon } from '../../../lib/components/app-icons';
import { useRemoveAccount } from '../api/remove-account';
import { useAccountCopy } from '../copy';
import * as styles from './account.css';

/**
 * "Delete my account": asked once in an alert dialog that lists what goes, confirmed with a button
 * that names the act (red, with a bin icon, and words that say "for good": never colour alone).
 * Deleted, the learner is signed out on a page that says so (remove-account.ts). An upstream
 * without the call (the accountDelete extension) gets a plain answer and the way to support.
 */
export function DeleteAccount() {
  const copy = useAccountCopy();
  const [open, setOpen] = useState(false);
  const remove = useRemoveAccount();
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  const unavailable = remove.outcome === 'unavailable';
  const messageRef = useRef<HTMLDivElement>(null);
  // The confirming button is gone with the answer: focus goes to the message that replaced it.
  useEffect(() => {
    if (unavailable) messageRef.current?.focus();
  }, [unavailable]);

  return (
    <Stack gap="3">
      <p className={styles.muted}>{copy.deleteAccountText}</p>
      <Button variant="danger" fullWidth onPress={() => setOpen(true)} aria-haspopup="dialog">
        <TrashIcon />
        {copy.deleteAccount}
      </Button>
      <Modal
        title={unavailable ? copy.deleteUnavailableTitle : copy.deleteTitle}
        role="alertdialog"
        width="sm"
        isOpen={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        closeLabel={copy.close}
        footer={
          unavailable ? (
            <Cluster gap="3" justify="end">
              <Button variant="secondary" onPress={close}>
                {copy.close}
              </Button>
              <ButtonLink href={routes.support.href()}>{copy.goToSupport}</ButtonLink>
            </Cluster>
          ) : (
            <Cluster gap="3" justify="end">
              <Button variant="secondary" onPress={close}>
                {copy.cancel}
              </Button>
              <Button
                variant="danger"
                onPress={remove.confirm}
                isPending={remove.isPending}
                pendingLabel={copy.deleting}
              >
                <TrashIcon />
                {copy.confirmDelete}
              </Button>
            </Cluster>
          )
        }
      >
        {unavailable ? (
          <div ref={messageRef} tabIndex={-1} className={styles.focusTarget}>
            <Alert variant="info" role="status">
              {copy.deleteUnavailable}
            </Alert>
          </div>
        ) : (
          <Stack gap="3">
            <p className={text()}>{copy.deleteIntro}</p>
            <ul className={`${text()} ${styles.bulleted}`}>
              {copy.deleteWhat.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className={text()}>{copy.deleteLicence}</p>
            <p className={text()}>{copy.deleteDownloadFirst}</p>
            {remove.outcome === 'failed' ? <Alert>{copy.deleteFailed}</Alert> : null}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
