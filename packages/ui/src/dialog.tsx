import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import * as styles from './dialog.css';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { ScrollBody } from './scroll-body';
import { ToastOutlet } from './toast';

export type ModalWidth = 'sm' | 'md' | 'notes' | 'achievements' | 'lg';

export interface ModalProps {
  /** The dialog's heading and accessible name. */
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** notes = 386 px and achievements = 768 px (LIM-16); every width is full width when narrower. */
  width?: ModalWidth;
  children: ReactNode;
  /** Actions at the bottom (e.g. CANCEL / UPLOAD). */
  footer?: ReactNode;
  /** Whether a click outside closes it (Escape always does unless isKeyboardDismissDisabled). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Label of the close button in the corner. */
  closeLabel?: string;
  /** For dialogs that must be acknowledged (role alertdialog). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves in on open and is trapped, Escape closes it,
 * the page behind is inert and scroll-locked, and focus returns to the element that opened it.
 */
export function Modal({
  title,
  isOpen,
  onOpenChange,
  width = 'md',
  children,
  footer,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  closeLabel = 'Close',
  role = 'dialog',
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <AriaModal className={`${styles.modal} ${styles.width[width]}`}>
        <Dialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <IconButton label={closeLabel} icon={<CloseIcon />} onPress={close} hideTooltip />
              </div>
              {/* Toasts shown while it is open land here, in view and in its focus order. */}
              <ToastOutlet />
              <ScrollBody className={styles.body} label={title}>
                {children}
              </ScrollBody>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
