import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import type { CurrentStep } from '../../../lib/learning/current-step';
import { notify } from '../../../lib/shell/notify';
import { useCreateNote } from '../api/create-note';
import { useNotesCopy } from '../copy';
import { noConnection, useQueuedNotes } from '../use-queue-note';

/**
 * NOT-2: a new note on the step on screen. Enter saves the trimmed text (blank saves nothing);
 * Escape empties the field (and only an empty field lets Escape close the dialog). A note that
 * fails to save stays in the field, with an error toast, to try again; one written offline (or
 * whose call found no connection) waits in the browser's queue instead (note-queue.ts).
 */
export function NewNoteField({ step }: { step: CurrentStep }) {
  const copy = useNotesCopy();
  const [text, setText] = useState('');
  const [keeping, setKeeping] = useState(false);
  const create = useCreateNote();
  const { enqueue } = useQueuedNotes();

  // Offline, the note waits in this browser and is sent when the connection returns.
  // The words leave the field only once they are stored, encrypted; otherwise they stay to try again.
  const keep = (content: string) => {
    setKeeping(true);
    enqueue({ kind: 'create', content, stepName: step.name, progressStepId: step.progressStepId })
      .then((result) => {
        if (result === 'kept') {
          setText((current) => (current.trim() === content ? '' : current));
          notify(copy.savedOffline);
        } else {
          notify(result === 'locked' ? copy.notKeptLocked : copy.notKept);
        }
      })
      .catch(() => notify(copy.notKept))
      .finally(() => setKeeping(false));
  };

  const save = () => {
    const content = text.trim();
    if (content === '' || create.isPending || keeping) return;
    if (!navigator.onLine) {
      keep(content);
      return;
    }
    create.mutate(
      { content, progressStepId: step.progressStepId },
      {
        onSuccess: () => {
          setText('');
          notify(copy.saved);
        },
        onError: (error) => {
          if (noConnection(error)) keep(content);
        },
      },
    );
  };

  return (
    <TextField
      label={copy.newNote(step.name)}
      description={copy.newNoteHelp}
      value={text}
      onChange={setText}
      onKeyDown={(event) => {
        // Enter saves, and Escape empties the field first: neither reaches the dialog around it.
        if (event.key === 'Enter') {
          event.preventDefault();
          event.stopPropagation();
          save();
        } else if (event.key === 'Escape' && text !== '') {
          event.stopPropagation();
          setText('');
        }
      }}
    />
  );
}
