import { useSyncExternalStore } from 'react';

/** Chrome and Edge's install offer; not in TypeScript's DOM library because it is not a standard. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Where a prerendered page's start script (vite-prerender.ts) keeps an install offer that came
 * before the app's scripts ran: Chrome offers it once per page load, often before a snapshot page
 * has started the app, and the offer would be lost.
 */
export const EARLY_INSTALL_PROMPT = '__studyflowInstallPrompt';

const listeners = new Set<() => void>();
let deferred: BeforeInstallPromptEvent | null = null;

function set(next: BeforeInstallPromptEvent | null): void {
  deferred = next;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer for the 'Install Shortcut' modal. The event fires soon after
 * the page loads, long before anyone opens the modal, so this listens from start-up (app shell),
 * and takes the offer a prerendered page's start script kept if it came earlier still.
 */
export function captureInstallPrompt(): void {
  const early = (window as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT];
  if (early instanceof Event) set(early as BeforeInstallPromptEvent);
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chrome's own mini-infobar away; the learner installs from the modal when they choose.
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getDeferred = () => deferred;
/** The build's prerender has no offer, and a prerendered page hydrates as it was drawn (main.tsx). */
const getPrerendered = () => null;

/** The install action when the browser offers one, else null (other browsers, already installed). */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const event = useSyncExternalStore(subscribe, getDeferred, getPrerendered);
  if (event === null) return null;
  return async () => {
    await event.prompt();
    await event.userChoice;
    // The event can be used only once.
    set(null);
  };
}
