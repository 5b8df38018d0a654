import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { describe, expect, it } from 'vitest';
import { emailDigest, keysToForget, learnerEntryOf, renamedEmailKeys } from './learner-data';

const A = '41';
const B = 'h2x9';
const queueOf = (learner: string) => `${STORAGE_KEYS.noteQueuePrefix}${learner}`;
const KEYS = [
  STORAGE_KEYS.preferredTheme,
  STORAGE_KEYS.volume,
  STORAGE_KEYS.videoConfig,
  STORAGE_KEYS.darkModeBannerDismissed,
  STORAGE_KEYS.guestAccessibility,
  STORAGE_KEYS.firstLogin,
  STORAGE_KEYS.shownAchievements,
  STORAGE_KEYS.institutionEmail,
  `${STORAGE_KEYS.videoPositionPrefix}7`,
  `${STORAGE_KEYS.journalDraftPrefix}${A}:new`,
  `${STORAGE_KEYS.plannerPrefix}${A}`,
  `${STORAGE_KEYS.readAloudPrefix}${A}`,
  `${STORAGE_KEYS.readingGuidePrefix}${A}`,
  `${STORAGE_KEYS.textSpacingPrefix}${A}`,
  `${STORAGE_KEYS.shortcutsPrefix}${A}`,
  `${STORAGE_KEYS.learningDaysPrefix}${A}`,
  `${STORAGE_KEYS.weeklyGoalPrefix}${A}`,
  queueOf(A),
  `${STORAGE_KEYS.plannerPrefix}${B}`,
  queueOf(B),
  `${STORAGE_KEYS.shortcutsPrefix}anonymous`,
  `${STORAGE_KEYS.readAloudPrefix}anonymous`,
  `${STORAGE_KEYS.readingGuidePrefix}anonymous`,
  `${STORAGE_KEYS.textSpacingPrefix}anonymous`,
];
const A_KEYS_BUT_QUEUE = KEYS.filter((key) => key.endsWith(A) || key.includes(`${A}:`)).filter(
  (key) => key !== queueOf(A),
);
const WHOEVER = [STORAGE_KEYS.firstLogin, `${STORAGE_KEYS.videoPositionPrefix}7`];

describe("a learner's keys never hold their email", () => {
  it('digests the email, the same for any case or spacing, with no @ in it', () => {
    const key = emailDigest('Ada.Lovelace@Example.org');
    expect(key).toBe(emailDigest(' ada.lovelace@example.org'));
    expect(key).not.toContain('@');
    expect(key).not.toContain('lovelace');
    expect(key).not.toBe(emailDigest('ada.lovelace@example.com'));
  });

  it('moves a key named by an email to the digest of that email, keeping what follows', () => {
    const email = 'sam@uni.example';
    expect(
      renamedEmailKeys([
        `${STORAGE_KEYS.noteQueuePrefix}${email}`,
        `${STORAGE_KEYS.journalDraftPrefix}${email}:12`,
        `${STORAGE_KEYS.plannerPrefix}41`,
        STORAGE_KEYS.institutionEmail,
      ]),
    ).toEqual([
      {
        from: `${STORAGE_KEYS.noteQueuePrefix}${email}`,
        to: `${STORAGE_KEYS.noteQueuePrefix}${emailDigest(email)}`,
      },
      {
        from: `${STORAGE_KEYS.journalDraftPrefix}${email}:12`,
        to: `${STORAGE_KEYS.journalDraftPrefix}${emailDigest(email)}:12`,
      },
    ]);
  });

  it("reads a journal draft's learner before the entry it drafts", () => {
    expect(learnerEntryOf(`${STORAGE_KEYS.journalDraftPrefix}${A}:new`)).toEqual({
      prefix: STORAGE_KEYS.journalDraftPrefix,
      learner: A,
      rest: ':new',
    });
    expect(learnerEntryOf(STORAGE_KEYS.volume)).toBeNull();
  });
});

describe('what goes when learners are forgotten', () => {
  it("signed out: every learner's things but their unsent notes; device and guest settings stay", () => {
    expect(keysToForget(KEYS, { kind: 'signed-out' })).not.toContain(STORAGE_KEYS.shownAchievements);
    expect(keysToForget(KEYS, { kind: 'signed-out' }).sort()).toEqual(
      [
        ...WHOEVER,
        STORAGE_KEYS.institutionEmail,
        ...A_KEYS_BUT_QUEUE,
        `${STORAGE_KEYS.plannerPrefix}${B}`,
      ].sort(),
    );
  });

  it("another learner signed in: the new learner's own things stay", () => {
    const gone = keysToForget(KEYS, { kind: 'other-learner', current: B });
    expect(gone).not.toContain(`${STORAGE_KEYS.plannerPrefix}${B}`);
    expect(gone).toEqual(expect.arrayContaining([...A_KEYS_BUT_QUEUE, STORAGE_KEYS.institutionEmail]));
    expect(gone).not.toContain(queueOf(A));
  });

  it('a session found ended: like a sign-out, but the email a guest typed at institution sign-up stays', () => {
    const gone = keysToForget(KEYS, { kind: 'session-ended' });
    expect(gone).toEqual(expect.arrayContaining([...A_KEYS_BUT_QUEUE, ...WHOEVER]));
    expect(gone).not.toContain(STORAGE_KEYS.institutionEmail);
    expect(gone).not.toContain(queueOf(A));
  });

  it("a deleted account: its unsent notes go too, and no one else's", () => {
    const gone = keysToForget(KEYS, { kind: 'account-deleted', learner: A });
    expect(gone).toEqual(expect.arrayContaining([...A_KEYS_BUT_QUEUE, queueOf(A)]));
    expect(gone).not.toContain(queueOf(B));
  });
});
