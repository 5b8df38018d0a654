import { type FocusEvent, useEffect, useRef, useSyncExternalStore } from 'react';
import { Button } from './button';
import { IconButton } from './icon-button';
import { CloseIcon, ErrorIcon, InfoIcon, StarIcon, SuccessIcon } from './icons';
import * as styles from './toast.css';
import { type QueuedToast, type ToastQueue, type ToastVariant, toasts } from './toast-queue';
import { visuallyHidden } from './visually-hidden.css';

export type { ToastContent, ToastOptions, ToastVariant } from './toast-queue';
export { snackbar, TOAST_TIMEOUTS, toasts } from './toast-queue';

const ICONS: Record<ToastVariant, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  error: ErrorIcon,
  achievement: StarIcon,
};

const spoken = (toast: QueuedToast) =>
  toast.content.description ? `${toast.content.title} ${toast.content.description}` : toast.content.title;

export interface ToastRegionProps {
  /** Landmark name of the visible stack. */
  label?: string;
  closeLabel?: string;
  /** For tests and stories; the app uses the shared queue. */
  queue?: ToastQueue;
}

/**
 * Mount once, near the end of <body>. Two always-present live regions speak each new toast
 * (errors assertively, the rest politely); the visible stack holds the buttons and is not itself
 * live, so screen readers never read "Close" or "VIEW" as part of the message.
 */
export function ToastRegion({
  label = 'Notifications',
  closeLabel = 'Close',
  queue = toasts,
}: ToastRegionProps) {
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const regionRef = useRef<HTMLElement>(null);
  // Where focus was before it entered the stack, so closing the last toast does not drop it to <body>.
  const returnFocus = useRef<HTMLElement | null>(null);

  // The stack unmounts when empty, so a pointer resting on it never sends mouseleave: resume here.
  useEffect(() => {
    if (items.length === 0) queue.resume();
  }, [items.length, queue]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !regionRef.current?.contains(from)) returnFocus.current = from;
    queue.pause();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && regionRef.current?.contains(to))) queue.resume();
  };
  const closeByHand = (key: string) => {
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    const index = items.findIndex((item) => item.key === key);
    queue.close(key);
    if (!hadFocus) return;
    const rest = items.filter((item) => item.key !== key);
    const next = rest[Math.min(index, rest.length - 1)];
    const target = next
      ? regionRef.current?.querySelector<HTMLElement>(`[data-toast="${next.key}"] button`)
      : null;
    (target ?? returnFocus.current)?.focus();
    if (!target) queue.resume();
  };

  return (
    <>
      <div aria-live="polite" aria-atomic="false" className={visuallyHidden}>
        {items
          .filter((item) => item.content.variant !== 'error')
          .map((item) => (
            <p key={item.key}>{spoken(item)}</p>
          ))}
      </div>
      <div aria-live="assertive" aria-atomic="false" className={visuallyHidden}>
        {items
          .filter((item) => item.content.variant === 'error')
          .map((item) => (
            <p key={item.key}>{spoken(item)}</p>
          ))}
      </div>
      {items.length > 0 ? (
        <section
          ref={regionRef}
          aria-label={label}
          className={styles.region}
          onMouseEnter={() => queue.pause()}
          onMouseLeave={() => {
            if (!regionRef.current?.contains(document.activeElement)) queue.resume();
          }}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {items.map((item) => {
            const Icon = ICONS[item.content.variant];
            const { action } = item.content;
            return (
              <div key={item.key} data-toast={item.key} className={styles.toast[item.content.variant]}>
                <Icon className={styles.icon[item.content.variant]} />
                <div className={styles.content}>
                  <p className={styles.title}>{item.content.title}</p>
                  {item.content.description ? (
                    <p className={styles.description}>{item.content.description}</p>
                  ) : null}
                  {action ? (
                    <span className={styles.action}>
                      <Button
                        variant="secondary"
                        size="sm"
                        onPress={() => {
                          action.onAction();
                          closeByHand(item.key);
                        }}
                      >
                        {action.label}
                      </Button>
                    </span>
                  ) : null}
                </div>
                <IconButton
                  label={closeLabel}
                  icon={<CloseIcon />}
                  onPress={() => closeByHand(item.key)}
                  hideTooltip
                />
              </div>
            );
          })}
        </section>
      ) : null}
    </>
  );
}
