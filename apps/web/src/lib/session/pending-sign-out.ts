import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { toAppError } from '../api/errors';
import type { TrpcClient } from '../api/trpc';
import { SIGN_OUT_PENDING_CACHE } from '../offline/offline-data';

/**
 * A sign-out always takes effect (docs/decisions.md, "Offline learning"). It is remembered before
 * it is sent and settled once the server answered; one that got no answer (offline, or a server
 * failing) stays remembered and is sent again first at the next start (lib/session/session.ts) or
 * `online` event. Until then this browser is signed out: the start-up check does not ask who is
 * signed in, and the service worker serves no learner data (SIGN_OUT_PENDING_CACHE).
 */

/** Whether a failed sign-out call still leaves the session to end: no answer, a 5xx or a 429. */
export function signOutUnanswered(error: unknown): boolean {
  const { status } = toAppError(error);
  return status === null || status >= 500 || status === 429;
}

export function isSignOutPending(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.signOutPending) !== null;
  } catch {
    return false;
  }
}

/** Remembers a sign-out about to be sent, for this page and for the service worker. */
export async function rememberSignOut(): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEYS.signOutPending, '1');
  } catch {
    // Storage blocked: the sign-out is still sent now, only not again later.
  }
  if (typeof caches !== 'undefined') await caches.open(SIGN_OUT_PENDING_CACHE).catch(() => undefined);
}

/** The server ended the session (or a new sign-in replaced its cookie): nothing left to send. */
export function settlePendingSignOut(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.signOutPending);
  } catch {
    // Storage blocked: nothing was remembered.
  }
  if (typeof caches !== 'undefined') void caches.delete(SIGN_OUT_PENDING_CACHE).catch(() => false);
}

/**
 * Sends auth.signOut and settles it when the server answered; true when no sign-out is left
 * pending. Never shows anything: a failed sign-out is tried again later, quietly.
 */
export async function sendSignOut(client: Pick<TrpcClient, 'auth'>): Promise<boolean> {
  try {
    await client.auth.signOut.mutate();
  } catch (error) {
    if (signOutUnanswered(error)) return false;
  }
  settlePendingSignOut();
  return true;
}

/** Completes a remembered sign-out, if any; true when none is left pending. */
export async function completePendingSignOut(client: Pick<TrpcClient, 'auth'>): Promise<boolean> {
  if (!isSignOutPending()) return true;
  return sendSignOut(client);
}

const RETRIES = 3;
const RETRY_MS = 1500;

/**
 * Completes a remembered sign-out whenever the connection returns. The browser says it is online a
 * moment before its requests go through, so a sign-out still unanswered is tried a few more times,
 * further apart, before waiting for the next `online` event or start.
 */
export function completePendingSignOutWhenOnline(
  client: Pick<TrpcClient, 'auth'>,
  retryMs: number = RETRY_MS,
): () => void {
  let timer: number | undefined;
  const attempt = (tries: number) => {
    window.clearTimeout(timer);
    void completePendingSignOut(client).then((done) => {
      if (!done && tries < RETRIES && navigator.onLine) {
        timer = window.setTimeout(() => attempt(tries + 1), retryMs * (tries + 1));
      }
    });
  };
  const complete = () => attempt(0);
  window.addEventListener('online', complete);
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('online', complete);
  };
}
