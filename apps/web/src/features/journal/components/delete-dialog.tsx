import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Modal } from '@studyflow/ui/dialog';
import { text } from '@studyflow/ui/styles/text.css';
import { useJournalCopy } from '../copy';

export interface DeleteTarget {
  ids: (number | string)[];
  /** The entry's title when one entry is deleted from its row. */
  title: string | null;
  /** Whether it came from the selection, which CANCEL then clears (JRN-8). */
  fromSelection: boolean;
}

/** JRN-8: 'Delete entry?' or 'Delete entries?', asked once, with CANCEL and DELETE. */
export function DeleteDialog({
  target,
  isPending,
  onCancel,
  onConfirm,
}: {
  target: DeleteTarget | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (target: DeleteTarget) => void;
}) {
  const copy = useJournalCopy();
  const many = (target?.ids.length ?? 0) > 1;
  return (
    <Modal
      title={many ? copy.deleteMany : copy.deleteOne}
      role="alertdialog"
      width="sm"
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      closeLabel={copy.close}
      footer={
        <Cluster gap="3" justify="end">
          <Button variant="secondary" onPress={onCancel}>
            {copy.cancel}
          </Button>
          <Button
            onPress={() => target && onConfirm(target)}
            isPending={isPending}
            pendingLabel={copy.delete}
          >
            {copy.confirmDelete}
          </Button>
        </Cluster>
      }
    >
      <p className={text()}>
        {many || target?.title == null
          ? copy.deleteManyText(target?.ids.length ?? 0)
          : copy.deleteOneText(target.title)}
      </p>
    </Modal>
  );
}
