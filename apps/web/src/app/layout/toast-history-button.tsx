import { Button } from '@studyflow/ui/button';
import type { ToastHistoryProps } from '@studyflow/ui/toast-history';
import { lazy, type RefObject, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '../error-boundary';
import * as styles from './toast-history-button.css';

// The list of earlier toasts opens in a modal dialog, and React Aria's dialog code (with the menu
// and collection code it brings) weighs more than the rest of the shell put together. Every page
// shows this button, few learners press it: the dialog loads on the first press.
const ToastHistory = lazy(() =>
  import('@studyflow/ui/toast-history').then((module) => ({ default: module.ToastHistory })),
);

/**
 * Presses the real button once it has taken the stand-in's place, focusing it first: the press
 * that loaded the dialog also opens it, and closing the dialog hands focus back to this button.
 */
function PressOnArrival({ slot }: { slot: RefObject<HTMLSpanElement | null> }) {
  const pressed = useRef(false);
  useEffect(() => {
    if (pressed.current) return;
    pressed.current = true;
    const button = slot.current?.querySelector('button');
    button?.focus();
    button?.click();
  }, [slot]);
  return null;
}

/**
 * ui's ToastHistory (the footer's 'Earlier messages'), loaded on demand. Until then the same button
 * stands in; as a transition, so the stand-in keeps focus and stays on screen while the dialog loads.
 */
export function ToastHistoryButton(props: ToastHistoryProps) {
  const [wanted, setWanted] = useState(false);
  const slot = useRef<HTMLSpanElement>(null);
  const standIn = (
    <Button
      variant="text"
      size="sm"
      aria-haspopup="dialog"
      onPress={() => startTransition(() => setWanted(true))}
    >
      {props.label}
    </Button>
  );
  return (
    <span ref={slot} className={styles.slot}>
      {/* A failed download leaves the stand-in in place rather than taking the page down. */}
      <ErrorBoundary fallback={standIn}>
        <Suspense fallback={standIn}>
          {wanted ? (
            <>
              <ToastHistory {...props} />
              <PressOnArrival slot={slot} />
            </>
          ) : (
            standIn
          )}
        </Suspense>
      </ErrorBoundary>
    </span>
  );
}
