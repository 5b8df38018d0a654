import { Button } from '@studyflow/ui/button';
import { Modal } from '@studyflow/ui/dialog';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { lazy, Suspense, useState } from 'react';
import { useCopy } from '../../../lib/copy';
import { closeDialog, useDialogState } from '../../../lib/dialogs';
import { useCurrentUser } from '../../../lib/session';
import { useCreateAvatar } from '../api/create-avatar';
import { useRemoveAvatar } from '../api/remove-avatar';
import * as styles from './avatar-modal.css';

// react-dropzone and react-easy-crop load only when the learner gets to them.
const DropZone = lazy(() => import('./drop-zone'));
const CropView = lazy(() => import('./crop-view'));

type View = { kind: 'preview' } | { kind: 'choose' } | { kind: 'crop'; image: string };

/**
 * The avatar modal (seed 000 §2, §4): with an avatar, a large preview with Update and Remove;
 * without one, or after Update, the drop zone; a chosen file opens the round crop. A successful
 * upload sets the avatar and closes; Remove clears it when the server answers 'success'.
 */
export function AvatarModal() {
  const { avatar: copy } = useCopy();
  const user = useCurrentUser();
  const state = useDialogState('avatar');
  const current = user?.avatar ?? null;
  const [view, setView] = useState<View>(current ? { kind: 'preview' } : { kind: 'choose' });
  const create = useCreateAvatar(closeDialog);
  const remove = useRemoveAvatar(closeDialog);
  const shown: View = view.kind === 'preview' && !current ? { kind: 'choose' } : view;

  return (
    <Modal title={copy.title} width="md" {...state}>
      <Suspense fallback={<LoadingScreen variant="region" message={copy.loading} />}>
        {shown.kind === 'preview' && current ? (
          <div className={styles.preview}>
            <img src={current.large} alt={copy.current} className={styles.previewImage} />
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onPress={() => setView({ kind: 'choose' })}
                isDisabled={remove.isPending}
              >
                {copy.update}
              </Button>
              <Button
                variant="secondary"
                onPress={() => remove.mutate({ id: current.id })}
                isPending={remove.isPending}
                pendingLabel={copy.removing}
              >
                {copy.remove}
              </Button>
            </div>
          </div>
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
