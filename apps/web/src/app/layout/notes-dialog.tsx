import { Modal } from '@studyflow/ui/dialog';
import { text } from '@studyflow/ui/styles/text.css';
import { useCopy } from '../../lib/copy';
import { useDialogState } from '../../lib/dialogs';
import { stack } from '../../lib/layout.css';

/**
 * The notes dialog (width 386). Notes themselves arrive with the learning steps they belong to;
 * until then the dialog says plainly what it will do, with nothing to type into.
 */
export function NotesDialog() {
  const { notes } = useCopy();
  const state = useDialogState('notes');
  return (
    <Modal title={notes.title} width="notes" closeLabel={notes.close} {...state}>
      <div className={stack}>
        <p className={text({ weight: 'semibold' })}>{notes.empty}</p>
        <p className={text({ tone: 'muted' })}>{notes.comingSoon}</p>
        <ul className={text({ tone: 'muted' })}>
          {notes.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
