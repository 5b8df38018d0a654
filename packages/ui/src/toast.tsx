import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { IconButton } from './icon-button';
import { CloseIcon, ErrorIcon, InfoIcon, StarIcon, SuccessIcon } from './icons';
import * as styles from './toast.css';
import { LANE_HEIGHT_PROPERTY } from './toast.css';
import { type QueuedToast, type ToastQueue, type ToastVariant, toasts } from './toast-queue';
import { visuallyHidden } from './visually-hidden.css';

export type { ToastContent, ToastOptions, ToastVariant } from './toast-queue';
export { snackbar, TOAST_TIMEOUTS, toasts } from './toast-queue';

/**
 * Where the visible toasts go: the innermost outlet on screen (a dialog's, else the page's). An
 * outlet is a place in the layout kept for them, so toasts push content aside instead of lying on
 * top of it and never cover a control (WCAG 2.4.11).
 */
const outlets: HTMLElement[] = [];
const outletListeners = new Set<() => void>();
let currentOutlet: HTMLElement | null = null;

function changeOutlets(change: () => void): void {
  change();
  currentOutlet = outlets.at(-1) ?? null;
  for (const listener of outletListeners) listener();
}

const subscribeOutlets = (listener: () => void) => {
  outletListeners.add(listener);
  return () => outletListeners.delete(listener);
};
const getOutlet = () => currentOutlet;

export interface ToastOutletProps {
  /** The page's own lane (not a dialog's): it stays in view while the page scrolls. */
  page?: boolean;
}

/**
 * A place in the layout for the toasts: one below the page's header, one at the top of each dialog.
 * Kept by a ref, not in state: setting state as it mounts would render the frame again inside the
 * commit that mounted it (on a prerendered page, the one that hydrates the whole page).
 */
export function ToastOutlet({ page = false }: ToastOutletProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    changeOutlets(() => outlets.push(element));
    return () => changeOutlets(() => outlets.splice(outlets.indexOf(element), 1));
  }, []);
  // Focus moved by the keyboard scrolls clear of the sticky lane (scroll-padding, WCAG 2.4.11).
  useEffect(() => {
    const element = ref.current;
    if (!element || !page || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // Written only when it changes, and not at all while the lane is empty (the CSS's own 0 holds):
    // a property set on the root restyles every element of the page, a task of its own on a slow
    // phone as the first view is drawn (issue 34).
    let written = '';
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight;
      const value = height > 0 ? `${height}px` : '';
      if (value === written) return;
      written = value;
      if (value) root.style.setProperty(LANE_HEIGHT_PROPERTY, value);
      else root.style.removeProperty(LANE_HEIGHT_PROPERTY);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(LANE_HEIGHT_PROPERTY);
    };
  }, [page]);
  return <div ref={ref} data-toast-outlet="" className={page ? styles.pageLane : styles.dialogLane} />;
}

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
 * Mount once, near the end of <body>. An always-present live region speaks each new toast politely
 * (our design rules: it waits for a pause, never cutting the learner off); the visible stack holds the
 * buttons and is not itself live, so screen readers never read "Close" or "VIEW" as part of the
 * message. The stack shows in the innermost ToastOutlet, or here when there is none. Escape
 * closes the toast that has focus.
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

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    const key = (event.target as HTMLElement).closest<HTMLElement>('[data-toast]')?.dataset.toast;
    if (event.key !== 'Escape' || !key) return;
    // The toast's own Escape: a dialog around it stays open.
    event.stopPropagation();
    event.preventDefault();
    closeByHand(key);
  };

  const stack =
    items.length > 0 ? (
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
        onKeyDown={closeOnEscape}
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
    ) : null;

  return (
    <>
      <div aria-live="polite" aria-atomic="false" className={visuallyHidden}>
        {items.map((item) => (
          <p key={item.key}>{spoken(item)}</p>
        ))}
      </div>
      {stack ? <InOutlet>{stack}</InOutlet> : null}
    </>
  );
}

/**
 * The visible stack, in the innermost outlet on screen. Only while there are toasts does it follow
 * the outlets, so the outlets a page mounts render nothing again.
 */
function InOutlet({ children }: { children: ReactNode }) {
  const outlet = useSyncExternalStore(subscribeOutlets, getOutlet, getOutlet);
  return outlet ? createPortal(children, outlet) : children;
}
