import { STORAGE_KEYS } from '@studyflow/contracts/storage';

/**
 * What of a learner this browser keeps in localStorage, and which of it goes when learners are
 * forgotten (docs/decisions.md, "Offline learning": sign-out, another learner's sign-in, a session
 * found ended, a deleted account). Pure: lib/session/forget-learner.ts applies it.
 */

/**
 * A guest's own key: guests share their settings (shortcuts, read aloud, the reading guide, text
 * spacing), which belong to no learner.
 */
export const GUEST_KEY = 'anonymous';

/**
 * The keys kept one per learner: the prefix, then the learner's key (`learnerKey`), then for a
 * journal draft ':' and the entry it drafts.
 */
export const LEARNER_PREFIXES = [
  STORAGE_KEYS.journalDraftPrefix,
  STORAGE_KEYS.plannerPrefix,
  STORAGE_KEYS.readAloudPrefix,
  STORAGE_KEYS.readingGuidePrefix,
  STORAGE_KEYS.textSpacingPrefix,
  STORAGE_KEYS.noteQueuePrefix,
  STORAGE_KEYS.shortcutsPrefix,
  STORAGE_KEYS.learningDaysPrefix,
  STORAGE_KEYS.weeklyGoalPrefix,
] as const;

/**
 * Keys about whoever was signed in last that name no learner: their first-login date and the email
 * they gave at institution sign-up. (The ids of the earned badges already toasted stay: bare
 * numbers, unique to each earning, and clearing them would toast every old badge again at each
 * sign-in.)
 */
const WHOEVER_WAS_SIGNED_IN = [STORAGE_KEYS.firstLogin, STORAGE_KEYS.institutionEmail] as const;

/**
 * A learner's key from their email where the upstream gives users no id: a 64-bit FNV-1a digest of
 * the lower-cased address, so no key name ever holds an email, and the same learner always finds
 * their own things again.
 */
export function emailDigest(email: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(email.trim().toLowerCase())) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `h${hash.toString(36)}`;
}

export interface LearnerEntry {
  prefix: (typeof LEARNER_PREFIXES)[number];
  learner: string;
  /** What follows the learner's key (a journal draft's ':new' or ':<entry id>'), else ''. */
  rest: string;
}

/** The learner a per-learner key belongs to, or null for any other key. */
export function learnerEntryOf(key: string): LearnerEntry | null {
  const prefix = LEARNER_PREFIXES.find((candidate) => key.startsWith(candidate));
  if (prefix === undefined) return null;
  const tail = key.slice(prefix.length);
  const colon = prefix === STORAGE_KEYS.journalDraftPrefix ? tail.indexOf(':') : -1;
  return colon === -1
    ? { prefix, learner: tail, rest: '' }
    : { prefix, learner: tail.slice(0, colon), rest: tail.slice(colon) };
}

/**
 * Keys written before learner keys were digests, whose name holds an email: each with the name it
 * moves to (the same learner's digest), so nothing of theirs is lost and no name keeps the address.
 */
export function renamedEmailKeys(keys: readonly string[]): Array<{ from: string; to: string }> {
  return keys.flatMap((key) => {
    const entry = learnerEntryOf(key);
    if (entry === null || !entry.learner.includes('@')) return [];
    return [{ from: key, to: `${entry.prefix}${emailDigest(entry.learner)}${entry.rest}` }];
  });
}

/** Why learners are being forgotten. */
export type ForgetReason =
  /** The learner signed out (their own unsent notes stay, shown to them only). */
  | { kind: 'signed-out' }
  /** Someone else signed in: everything of anyone else goes, the new learner's own things stay. */
  | { kind: 'other-learner'; current: string }
  /** The start-up check said nobody is signed in (a session ended elsewhere, or a guest's start). */
  | { kind: 'session-ended' }
  /** The account is gone: its unsent notes go too. */
  | { kind: 'account-deleted'; learner: string };

/**
 * Which of `keys` (localStorage's) to remove. Every learner's keys go but the learner now signed in
 * and the guests' shared settings; unsent notes stay (each learner reads only their own queue) until
 * their account is deleted. The institution email a guest typed before signing up stays through a
 * guest's start (the null answer every guest start gets), and goes at any sign-in, sign-out or deletion.
 * Device settings (theme, volume, video config, banners dismissed) belong to no one and stay, and so
 * do the ids of the badges already toasted.
 */
export function keysToForget(keys: readonly string[], reason: ForgetReason): string[] {
  const current = reason.kind === 'other-learner' ? reason.current : null;
  return keys.filter((key) => {
    if (key === STORAGE_KEYS.institutionEmail) return reason.kind !== 'session-ended';
    if ((WHOEVER_WAS_SIGNED_IN as readonly string[]).includes(key)) return true;
    if (key.startsWith(STORAGE_KEYS.videoPositionPrefix)) return true;
    const entry = learnerEntryOf(key);
    if (entry === null || entry.learner === GUEST_KEY || entry.learner === current) return false;
    if (entry.prefix === STORAGE_KEYS.noteQueuePrefix) {
      return reason.kind === 'account-deleted' && entry.learner === reason.learner;
    }
    return true;
  });
}
