import { LIMITS } from '@studyflow/contracts/limits';
import { Button } from '@studyflow/ui/button';
import { Stack } from '@studyflow/ui/stack';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { UploadIcon } from '../../../lib/components/app-icons';
import { clearAvatarErrors, showAvatarError } from '../avatar-errors';
import { AVATAR_ERRORS, AVATAR_TYPES, avatarDropError } from '../avatar-file';
import { avatarCopy as avatar } from '../copy';
import { readAsDataUrl } from '../crop-image';
import * as styles from './avatar-modal.css';

/**
 * The drop zone (PRF-4, PRF-5): one jpeg or png of at most 5 MB, dropped or chosen. The zone
 * itself only takes drops; 'Choose an image' is the keyboard, switch and touch route to the same
 * file picker. A refused file gets PRF-5's error toast, closing after 6 s.
 */
export default function DropZone({ onChosen }: { onChosen: (image: string) => void }) {
  const rulesId = useId();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: AVATAR_TYPES,
    maxSize: LIMITS.avatarMaxBytes,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    useFsAccessApi: false,
    onDrop: (accepted, rejected) => {
      const error = avatarDropError([...accepted, ...rejected.map((rejection) => rejection.file)]);
      if (error) {
        showAvatarError(AVATAR_ERRORS[error]);
        return;
      }
      const [file] = accepted;
      if (!file) return;
      readAsDataUrl(file).then(
        (image) => {
          clearAvatarErrors();
          onChosen(image);
        },
        (reason: unknown) => {
          console.error('Could not read the chosen image', reason);
          showAvatarError(avatar.unreadable);
        },
      );
    },
  });

  return (
    <Stack
      gap="3"
      align="center"
      {...getRootProps({
        className: isDragActive ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone,
      })}
    >
      <input {...getInputProps({ 'aria-describedby': rulesId })} />
      <UploadIcon className={styles.dropIcon} />
      <p className={styles.dropText}>{isDragActive ? avatar.dropActive : avatar.dropHint}</p>
      <Button variant="secondary" onPress={open} aria-describedby={rulesId}>
        {avatar.choose}
      </Button>
      <p id={rulesId} className={styles.rules}>
        {avatar.rules}
      </p>
    </Stack>
  );
}
