/** Every browser storage key the app uses (DAT-15, SHL-8, VID-1; read aloud, the reading guide, text spacing: docs/decisions.md). */
export const STORAGE_KEYS = {
  firstLogin: 'studyflow:first-login',
  volume: 'studyflow:volume',
  videoPositionPrefix: 'studyflow:video-position:',
  preferredTheme: 'studyflow:preferred-theme',
  institutionEmail: 'studyflow:institution-email',
  videoConfig: 'studyflow:video-config',
  /** Ids of the earned badges already toasted, so each 'Achievement unlocked.' shows once. */
  shownAchievements: 'studyflow:shown-achievements',
  /** Set when the learner closes the dark-mode invitation banner. */
  darkModeBannerDismissed: 'studyflow:dark-mode-banner-dismissed',
  /**
   * localStorage: a guest's accessibility setting and the theme overrides it makes, applied before
   * the first paint, with when and in which visit it was last chosen; offered to the account at a
   * sign-in of that visit, removed once the account has it, and 30 days after it was last chosen.
   */
  guestAccessibility: 'studyflow:guest-accessibility',
  /** sessionStorage: this tab's visit, which a guest's accessibility setting records it was chosen in. */
  guestVisit: 'studyflow:guest-visit',
  /** sessionStorage: the onboarding answers so far, so a reload mid-wizard loses nothing. */
  onboardingDraft: 'studyflow:onboarding-draft',
  /** localStorage, one per learner: the journal entry being written, until FINISH or discard. */
  journalDraftPrefix: 'studyflow:journal-draft:',
  /** localStorage, one per learner: the Productivity Planner's week where the upstream keeps none. */
  plannerPrefix: 'studyflow:planner:',
  /** localStorage, one per learner (guests share one): read aloud's speed and voice. */
  readAloudPrefix: 'studyflow:read-aloud:',
  /**
   * localStorage, one per learner (guests share one): the reading guide on or off and how many lines
   * it shows (docs/decisions.md, "Reading guide").
   */
  readingGuidePrefix: 'studyflow:reading-guide:',
  /**
   * localStorage, one per learner (guests share one): line, letter and word spacing, with the theme
   * overrides they make, which the prerendered pages' start script puts on <html> before the first
   * paint for a guest (docs/decisions.md, "Text spacing").
   */
  textSpacingPrefix: 'studyflow:text-spacing:',
  /** localStorage, one per learner: notes written or edited offline, until the server has them. */
  noteQueuePrefix: 'studyflow:note-queue:',
  /** localStorage, one per learner (guests share one): single-key shortcuts on or off, and their keys. */
  shortcutsPrefix: 'studyflow:shortcuts:',
  /** localStorage, one per learner: the days (YYYY-MM-DD, local time) on which a step was completed. */
  learningDaysPrefix: 'studyflow:learning-days:',
  /** localStorage, one per learner: the weekly goal of learning days and the week last celebrated. */
  weeklyGoalPrefix: 'studyflow:weekly-goal:',
  /**
   * localStorage: a sign-out that got no answer, to be completed before anything else at the next
   * start or `online` event (docs/decisions.md, "Offline learning").
   */
  signOutPending: 'studyflow:sign-out-pending',
} as const;

export const videoPositionKey = (videoId: string | number): string =>
  `${STORAGE_KEYS.videoPositionPrefix}${videoId}`;
