import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Modal, type ModalWidth } from '@studyflow/ui/dialog';
import { Drawer } from '@studyflow/ui/drawer';
import { snackbar, TOAST_TIMEOUTS, toasts } from '@studyflow/ui/toast';
import { useState } from 'react';
import { DemoSection } from './demo-section';

const WIDTHS: ModalWidth[] = ['sm', 'md', 'notes', 'achievements', 'lg'];

export function ModalDemo() {
  const [width, setWidth] = useState<ModalWidth | null>(null);
  const [side, setSide] = useState<'left' | 'right' | null>(null);
  return (
    <DemoSection
      id="dialogs"
      title="Modal and Drawer"
      importPath="@studyflow/ui/dialog · drawer"
      notes={[
        'Focus moves in and is trapped; Escape closes; focus returns to the button that opened it.',
        'Widths are tokens: notes = 386 px, achievements = 768 px; all go full width on narrow screens.',
        'isDismissable={false} keeps it open on a click outside (Escape still closes).',
      ]}
    >
      <Cluster gap="3" align="center">
        {WIDTHS.map((option) => (
          <Button key={option} variant="secondary" onPress={() => setWidth(option)}>
            {`Modal: ${option}`}
          </Button>
        ))}
        <Button variant="secondary" onPress={() => setSide('left')}>
          Drawer: left
        </Button>
        <Button variant="secondary" onPress={() => setSide('right')}>
          Drawer: right
        </Button>
      </Cluster>
      <Modal
        title={`A ${width ?? ''} dialog`}
        isOpen={width !== null}
        onOpenChange={(open) => (open ? undefined : setWidth(null))}
        width={width ?? 'md'}
        footer={
          <>
            <Button variant="secondary" onPress={() => setWidth(null)}>
              CANCEL
            </Button>
            <Button onPress={() => setWidth(null)}>SAVE</Button>
          </>
        }
      >
        <p>Tab stays inside. Press Escape or CANCEL to close.</p>
      </Modal>
      <Drawer
        title={side === 'left' ? 'Side menu' : 'Accessibility'}
        isOpen={side !== null}
        onOpenChange={(open) => (open ? undefined : setSide(null))}
        side={side ?? 'left'}
      >
        <p>A drawer closes on Escape and on a click on the backdrop.</p>
      </Drawer>
    </DemoSection>
  );
}

export function ToastDemo() {
  return (
    <DemoSection
      id="toasts"
      title="Toasts and Snackbar"
      importPath="@studyflow/ui/toast"
      notes={[
        'Mount <ToastRegion /> once (the app shell does). Call toasts.add(content, { timeout }) from anywhere.',
        'Errors are spoken assertively, the rest politely; the buttons are not read as part of the message.',
        'Timers pause while the pointer is over the toasts or focus is in them.',
        'snackbar(title, description) is the 6 s error toast of LIM-17.',
      ]}
    >
      <Cluster gap="3" align="center">
        <Button
          variant="secondary"
          onPress={() =>
            toasts.add(
              { title: 'Your settings were saved.', variant: 'success' },
              { timeout: TOAST_TIMEOUTS.notification },
            )
          }
        >
          Notification (3 s)
        </Button>
        <Button variant="secondary" onPress={() => snackbar('Something went wrong...', 'Please try again.')}>
          Error snackbar (6 s)
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            toasts.add(
              {
                title: 'Achievement unlocked.',
                description: 'Newbie: you finished your first step.',
                variant: 'achievement',
                action: { label: 'VIEW', onAction: () => undefined },
              },
              { timeout: TOAST_TIMEOUTS.achievement },
            )
          }
        >
          Achievement (10 s)
        </Button>
        <Button variant="text" onPress={() => toasts.clear()}>
          Clear all
        </Button>
      </Cluster>
    </DemoSection>
  );
}
