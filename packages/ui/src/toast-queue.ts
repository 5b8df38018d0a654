/**
 * A small toast store with no React in it: pages add toasts from anywhere (mutations, effects),
 * ToastRegion renders them. Timers pause as a whole while the learner hovers or focuses the region,
 * so nobody loses a message while reading it or reaching its button (WCAG 2.2.1). The latest ones
 * are kept after they close, so a message missed can be read again (ToastHistory).
 */

export type ToastVariant = 'info' | 'success' | 'error' | 'achievement';

export interface ToastContent {
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: { label: string; onAction: () => void };
}

export interface ToastOptions {
  /** Milliseconds before it hides itself; `null` keeps it until closed. Defaults per variant. */
  timeout?: number | null;
  onClose?: () => void;
}

export interface QueuedToast {
  key: string;
  content: ToastContent;
  timeout: number | null;
  /** When it was shown (ms since the epoch), for the history. */
  shownAt: number;
}

/** How many closed toasts the history keeps. */
export const TOAST_HISTORY_SIZE = 20;

/** Auto-hide times: error snackbar 6 s (LIM-17), achievement 10 s (LIM-15), notification bar 3 s (LIM-14). */
export const TOAST_TIMEOUTS = {
  snackbar: 6000,
  achievement: 10000,
  notification: 3000,
} as const;

const DEFAULT_TIMEOUT: Record<ToastVariant, number> = {
  error: TOAST_TIMEOUTS.snackbar,
  achievement: TOAST_TIMEOUTS.achievement,
  info: TOAST_TIMEOUTS.notification,
  success: TOAST_TIMEOUTS.notification,
};

interface Timer {
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | null;
}

export class ToastQueue {
  private items: readonly QueuedToast[] = [];
  private history: readonly QueuedToast[] = [];
  private readonly timers = new Map<string, Timer>();
  private readonly closeHandlers = new Map<string, () => void>();
  private readonly listeners = new Set<() => void>();
  private paused = false;
  private counter = 0;

  add(content: ToastContent, options: ToastOptions = {}): string {
    this.counter += 1;
    const key = `toast-${this.counter}`;
    const timeout = options.timeout === undefined ? DEFAULT_TIMEOUT[content.variant] : options.timeout;
    const toast = { key, content, timeout, shownAt: Date.now() };
    this.items = [...this.items, toast];
    this.history = [...this.history, toast].slice(-TOAST_HISTORY_SIZE);
    if (options.onClose) this.closeHandlers.set(key, options.onClose);
    if (timeout !== null) {
      const timer: Timer = { remaining: timeout, startedAt: Date.now(), handle: null };
      this.timers.set(key, timer);
      if (!this.paused) this.start(key, timer);
    }
    this.emit();
    return key;
  }

  close(key: string): void {
    if (!this.items.some((item) => item.key === key)) return;
    const timer = this.timers.get(key);
    if (timer?.handle) clearTimeout(timer.handle);
    this.timers.delete(key);
    this.items = this.items.filter((item) => item.key !== key);
    const onClose = this.closeHandlers.get(key);
    this.closeHandlers.delete(key);
    this.emit();
    onClose?.();
  }

  clear(): void {
    for (const item of this.items) this.close(item.key);
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    const now = Date.now();
    for (const timer of this.timers.values()) {
      if (timer.handle) clearTimeout(timer.handle);
      timer.handle = null;
      timer.remaining = Math.max(0, timer.remaining - (now - timer.startedAt));
    }
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const [key, timer] of this.timers) this.start(key, timer);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly QueuedToast[] => this.items;

  /** Every toast shown lately, open or closed, oldest first. */
  getHistory = (): readonly QueuedToast[] => this.history;

  private start(key: string, timer: Timer): void {
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => this.close(key), timer.remaining);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The app's one queue; ToastRegion (mounted once) shows it. */
export const toasts = new ToastQueue();

/** The error snackbar of ONB-1: an error toast that hides after 6 s. */
export function snackbar(title: string, description?: string): string {
  return toasts.add({ title, description, variant: 'error' }, { timeout: TOAST_TIMEOUTS.snackbar });
}
