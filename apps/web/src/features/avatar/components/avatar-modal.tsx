import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Modal } from '@studyflow/ui/dialog';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { toasts } from '@studyflow/ui/toast';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { closeDialog, useDialogState } from '../../../lib/dialogs';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useCreateAvatar } from '../api/create-avatar';
import { useRemoveAvatar } from '../api/remove-avatar';
import { avatarCopy as copy } from '../copy';
import { keepImage } from '../kept-image';

/** How long the Undo stays offered (the toast pauses while hovered or focused). */
const UNDO_MS = 10_000;

import * as styles from './avatar-modal.css';

// react-dropzone and react-easy-crop load only when the learner gets to them.
const DropZone = lazy(() => import('./drop-zone'));
const CropView = lazy(() => import('./crop-view'));

type View =
  | { kind: 'preview' }
  | { kind: 'confirm-remove' }
  | { kind: 'choose' }
  | { kind: 'crop'; image: string };

/**
 * The avatar modal (PRF-4 to PRF-8): with an avatar, a large preview with Update and Remove;
 * without one, or after Update, the drop zone; a chosen file opens the round crop. A successful
 * upload sets the avatar and closes. Remove asks once before it deletes, then clears it when the
 * server answers 'success' and offers Undo, which uploads the same image again (docs/decisions.md).
 */
export function AvatarModal() {
  const user = useCurrentUser();
  const state = useDialogState('avatar');
  const current = user?.avatar ?? null;
  const [view, setView] = useState<View>(current ? { kind: 'preview' } : { kind: 'choose' });
  const create = useCreateAvatar(closeDialog);
  // The dialog is gone by the time Undo is pressed: these callbacks live on the mutations, not on
  // the component, so they still run.
  const restore = useCreateAvatar(
    () => notify(copy.restored),
    () => toasts.add({ title: copy.restoreFailed, variant: 'error' }),
  );
  const kept = useRef<string | null>(null);
  const remove = useRemoveAvatar(() => {
    closeDialog();
    const image = kept.current;
    toasts.add(
      {
        title: copy.removed,
        variant: 'success',
        ...(image && { action: { label: copy.undo, onAction: () => restore.mutate({ image }) } }),
      },
      { timeout: UNDO_MS },
    );
  });
  const [keeping, setKeeping] = useState(false);
  const shown: View =
    (view.kind === 'preview' || view.kind === 'confirm-remove') && !current ? { kind: 'choose' } : view;
  const questionRef = useRef<HTMLHeadingElement>(null);
  const removeId = useId();
  const [asked, setAsked] = useState(false);

  // The question takes focus so it is heard; keeping the image goes back to the Remove button.
  useEffect(() => {
    if (shown.kind === 'confirm-remove') questionRef.current?.focus();
    else if (shown.kind === 'preview' && asked) document.getElementById(removeId)?.focus();
  }, [shown.kind, asked, removeId]);

  return (
    <Modal title={copy.title} width="md" {...state}>
      <Suspense fallback={<LoadingScreen variant="region" message={copy.loading} />}>
        {shown.kind === 'preview' && current ? (
          <Stack gap="5" align="center">
            <img src={current.large} alt={copy.current} className={styles.previewImage} />
            <Cluster gap="3" justify="end">
              <Button
                variant="secondary"
                onPress={() => setView({ kind: 'choose' })}
                isDisabled={remove.isPending}
              >
                {copy.update}
              </Button>
              <Button
                id={removeId}
                variant="secondary"
                onPress={() => {
                  setAsked(true);
                  setView({ kind: 'confirm-remove' });
                }}
              >
                {copy.remove}
              </Button>
            </Cluster>
          </Stack>
        ) : null}
        {shown.kind === 'confirm-remove' && current ? (
          <Stack gap="4">
            <h3 ref={questionRef} tabIndex={-1} className={text({ size: 'lg', weight: 'semibold' })}>
              {copy.removeQuestion}
            </h3>
            <p>{copy.removeExplain}</p>
            <Cluster gap="3" justify="end">
              <Button
                variant="secondary"
                onPress={() => setView({ kind: 'preview' })}
                isDisabled={remove.isPending}
              >
                {copy.keep}
              </Button>
              <Button
                onPress={async () => {
                  setKeeping(true);
                  kept.current = await keepImage(current.large);
                  setKeeping(false);
                  remove.mutate({ id: current.id });
                }}
                isPending={keeping || remove.isPending}
                pendingLabel={copy.removing}
              >
                {copy.removeConfirm}
              </Button>
            </Cluster>
          </Stack>
        ) : null}
        {shown.kind === 'choose' ? <DropZone onChosen={(image) => setView({ kind: 'crop', image })} /> : null}
        {shown.kind === 'crop' ? (
          <CropView
            image={shown.image}
            isUploading={create.isPending}
            onCancel={() => setView({ kind: 'choose' })}
            onUpload={(image) => create.mutate({ image })}
          />
        ) : null}
      </Suspense>
    </Modal>
  );
}
