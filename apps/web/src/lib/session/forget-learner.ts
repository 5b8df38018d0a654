import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { clearOfflineData } from '../offline/clear-offline-data';
import { type ForgetReason, keysToForget, renamedEmailKeys } from '../storage/learner-data';
import { forgetKeys } from '../storage/learner-keys';

function localKeys(): string[] {
  const keys: string[] = [];
  for (let index = 0; index < window.localStorage.length; index += 1) {
    const key = window.localStorage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/**
 * Forgets what this browser kept of learners (lib/storage/learner-data.ts says which keys, and why):
 * their localStorage keys, the onboarding answers in this tab, the service worker's copy of their
 * data, and the keys of what is kept across a sign-out (lib/storage/learner-keys.ts: every one but
 * the learner now signing in), so their queued notes stay unreadable to the next person. The caller
 * awaits it before showing the next person anything.
 */
export async function forgetLearners(reason: ForgetReason): Promise<void> {
  try {
    for (const key of keysToForget(localKeys(), reason)) window.localStorage.removeItem(key);
    window.sessionStorage.removeItem(STORAGE_KEYS.onboardingDraft);
  } catch {
    // Storage blocked: nothing was kept there.
  }
  await Promise.all([
    clearOfflineData(),
    forgetKeys(reason.kind === 'other-learner' ? reason.current : null),
  ]);
}

/** Moves keys named by an email (kept before learner keys were digests) to their digest's name. */
export function renameEmailKeys(): void {
  try {
    for (const { from, to } of renamedEmailKeys(localKeys())) {
      const value = window.localStorage.getItem(from);
      if (value !== null && window.localStorage.getItem(to) === null) window.localStorage.setItem(to, value);
      window.localStorage.removeItem(from);
    }
  } catch {
    // Storage blocked: nothing to move.
  }
}
