import { Modal } from '@studyflow/ui/dialog';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { useDialogState } from '../../../lib/dialogs';
import { notesCopy as notes } from '../copy';

/**
 * The notes dialog (width 386, NOT-1). The shell hosts it and anything opens it by name through
 * lib/dialogs, so no other feature imports this one. Notes themselves arrive with the learning
 * steps they belong to; until then the dialog says plainly what it will do, with nothing to type
 * into.
 */
export function NotesDialog() {
  const state = useDialogState('notes');
  return (
    <Modal title={notes.title} width="notes" closeLabel={notes.close} {...state}>
      <Stack gap="3">
        <p className={text({ weight: 'semibold' })}>{notes.empty}</p>
        <p className={text({ tone: 'muted' })}>{notes.comingSoon}</p>
        <ul className={text({ tone: 'muted' })}>
          {notes.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Stack>
    </Modal>
  );
}
