import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import type { CurrentStep } from '../../../lib/learning/current-step';
import { notify } from '../../../lib/shell/notify';
import { useCreateNote } from '../api/create-note';
import { useNotesCopy } from '../copy';

/**
 * NOT-2: a new note on the step on screen. Enter saves the trimmed text (blank saves nothing);
 * Escape empties the field (and only an empty field lets Escape close the dialog). A note that
 * fails to save stays in the field, with an error toast, to try again.
 */
export function NewNoteField({ step }: { step: CurrentStep }) {
  const copy = useNotesCopy();
  const [text, setText] = useState('');
  const create = useCreateNote();

  const save = () => {
    const content = text.trim();
    if (content === '' || create.isPending) return;
    create.mutate(
      { content, progressStepId: step.progressStepId },
      {
        onSuccess: () => {
          setText('');
          notify(copy.saved);
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
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        } else if (event.key === 'Escape' && text !== '') {
          setText('');
        } else {
          event.continuePropagation();
        }
      }}
    />
  );
}
