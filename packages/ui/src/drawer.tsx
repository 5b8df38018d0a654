import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import * as styles from './drawer.css';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { ScrollBody } from './scroll-body';
import { ToastOutlet } from './toast';

export interface DrawerProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  side: 'left' | 'right';
  children: ReactNode;
  closeLabel?: string;
  /** Hide the visible heading (it still names the dialog) when the content has its own. */
  hideTitle?: boolean;
}

/**
 * A modal panel from the side (the side menu at ≤ 1024 px, the accessibility panel): focus is
 * trapped, Escape and a click on the backdrop close it, focus returns to the opener.
 */
export function Drawer({
  title,
  isOpen,
  onOpenChange,
  side,
  children,
  closeLabel = 'Close',
  hideTitle,
}: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <AriaModal className={styles.side[side]}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title} hidden={hideTitle}>
                  {title}
                </Heading>
                <span className={styles.close}>
                  <IconButton label={closeLabel} icon={<CloseIcon />} onPress={close} hideTooltip />
                </span>
              </div>
              {/* Toasts shown while it is open land here, in view and in its focus order. */}
              <ToastOutlet />
              <ScrollBody className={styles.body} label={title}>
                {children}
              </ScrollBody>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
