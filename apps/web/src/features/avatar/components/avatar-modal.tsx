import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Modal } from '@studyflow/ui/dialog';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { Stack } from '@studyflow/ui/stack';
import { toasts } from '@studyflow/ui/toast';
import { lazy, Suspense, useRef, useState } from 'react';
import { avatarSources } from '../../../lib/components/avatar-sources';
import { useCurrentUser } from '../../../lib/session/session';
import { closeDialog, useDialogState } from '../../../lib/shell/dialogs';
import { notify } from '../../../lib/shell/notify';
import { useCreateAvatar } from '../api/create-avatar';
import { useRemoveAvatar } from '../api/remove-avatar';
import { avatarCopy as copy } from '../copy';
import { keepImage } from '../kept-image';

/** How long the Undo stays offered (the toast pauses while hovered or focused). */
const UNDO_MS = 10_000;
/** The preview's width in CSS pixels: avatar-modal.css.ts's previewImage, 4 × space 12 (3rem). */
const PREVIEW_PX = 192;

import * as styles from './avatar-modal.css';

// react-dropzone and react-easy-crop load only when the learner gets to them.
const DropZone = lazy(() => import('./drop-zone'));
const CropView = lazy(() => import('./crop-view'));

type View = { kind: 'preview' } | { kind: 'choose' } | { kind: 'crop'; image: string };

/**
 * The avatar modal (PRF-4 to PRF-8): with an avatar, a large preview with Update and Remove;
 * without one, or after Update, the drop zone; a chosen file opens the round crop. A successful
 * upload sets the avatar and closes. Remove deletes at once (PRF-8), clears it when the server
 * answers 'success' and offers Undo in a toast, which uploads the same image again
 * (docs/decisions.md): a way back instead of a question first.
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
  const shown: View = view.kind === 'preview' && !current ? { kind: 'choose' } : view;
  const removing = keeping || remove.isPending;

  return (
    <Modal title={copy.title} width="md" {...state}>
      <Suspense fallback={<LoadingScreen variant="region" message={copy.loading} />}>
        {shown.kind === 'preview' && current ? (
          <Stack gap="5" align="center">
            <img {...avatarSources(current, PREVIEW_PX)} alt={copy.current} className={styles.previewImage} />
            <Cluster gap="3" justify="end">
              <Button variant="secondary" onPress={() => setView({ kind: 'choose' })} isDisabled={removing}>
                {copy.update}
              </Button>
              <Button
                variant="secondary"
                onPress={async () => {
                  setKeeping(true);
                  kept.current = await keepImage(current.large);
                  setKeeping(false);
                  remove.mutate({ id: current.id });
                }}
                isPending={removing}
                pendingLabel={copy.removing}
              >
                {copy.remove}
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
