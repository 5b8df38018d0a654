import { Modal } from '@studyflow/ui/dialog';
import { useDialogState } from '../../../lib/shell/dialogs';
import { useStudyToolsCopy } from '../copy';
import { StudyToolsPanel } from './study-tools-panel';

/** TLS-1: the same panel of tools in a modal, which the shell hosts and opens by name. */
export function StudyToolsDialog() {
  const copy = useStudyToolsCopy();
  const state = useDialogState('studyTools');
  return (
    <Modal title={copy.title} width="lg" closeLabel={copy.close} {...state}>
      <StudyToolsPanel level={3} />
    </Modal>
  );
}
