import { Button } from '@studyflow/ui/button';
import { Stack } from '@studyflow/ui/stack';
import { useNotesCopy } from '../copy';
import { type QueuedNote, removeQueued } from '../note-queue';
import * as styles from './notes-dialog.css';

/**
 * A note written offline that the server does not have yet: its words and step, marked "Waiting to
 * send"; or, when the server refused it, said so with a way to remove it once its words are safe.
 */
export function QueuedNoteItem({ item, learner }: { item: QueuedNote; learner: string }) {
  const copy = useNotesCopy();
  return (
    <li className={styles.note}>
      <Stack gap="1">
        <p className={styles.content}>{item.content}</p>
        <p className={styles.meta}>{item.stepName}</p>
        {item.refused ? (
          <>
            <p className={styles.waiting}>{copy.notSent}</p>
            <div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={copy.removeFromDeviceLabel(item.stepName)}
                onPress={() => void removeQueued(learner, item.id)}
              >
                {copy.removeFromDevice}
              </Button>
            </div>
          </>
        ) : (
          <p className={styles.waiting}>{copy.waitingToSend}</p>
        )}
      </Stack>
    </li>
  );
}
