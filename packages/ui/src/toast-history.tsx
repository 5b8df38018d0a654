import { useState, useSyncExternalStore } from 'react';
import { Button } from './button';
import { Modal } from './dialog';
import * as styles from './toast-history.css';
import { type ToastQueue, toasts } from './toast-queue';

export interface ToastHistoryProps {
  /** The button's text and the dialog's title, e.g. 'Earlier messages'. */
  label: string;
  emptyText: string;
  closeLabel?: string;
  /** A message's time, in words the learner reads. */
  timeOf?: (shownAt: number) => string;
  /** For tests and stories; the app uses the shared queue. */
  queue?: ToastQueue;
}

const clock = (shownAt: number) =>
  new Date(shownAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * The toasts shown lately, newest first, with their actions still working: a message that closed
 * before the learner could read it, or while they were elsewhere, can be read again.
 */
export function ToastHistory({
  label,
  emptyText,
  closeLabel,
  timeOf = clock,
  queue = toasts,
}: ToastHistoryProps) {
  const [open, setOpen] = useState(false);
  const history = useSyncExternalStore(queue.subscribe, queue.getHistory, queue.getHistory);
  return (
    <>
      <Button variant="text" size="sm" onPress={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </Button>
      <Modal title={label} isOpen={open} onOpenChange={setOpen} width="sm" closeLabel={closeLabel}>
        {history.length === 0 ? (
          <p>{emptyText}</p>
        ) : (
          <ol className={styles.list}>
            {[...history].reverse().map((item) => (
              <li key={item.key} className={styles.item}>
                <p className={styles.title}>{item.content.title}</p>
                {item.content.description ? <p>{item.content.description}</p> : null}
                <p className={styles.time}>{timeOf(item.shownAt)}</p>
                {item.content.action ? (
                  <span>
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => {
                        setOpen(false);
                        item.content.action?.onAction();
                      }}
                    >
                      {item.content.action.label}
                    </Button>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Modal>
    </>
  );
}
