/** Business constants and limits (the LIM requirements). */
export const BREAKPOINTS = {
  xs: 375,
  sm: 480,
  md: 600,
  journal: 680,
  tablet: 768,
  lg: 900,
  drawer: 1024,
  xl: 1180,
} as const;

export const LIMITS = {
  searchDebounceMs: 300,
  noteSearchThreshold: 0.05,
  textSizeMin: 0,
  textSizeMax: 10,
  baseFontSize: 14,
  chapterNameMax: 137,
  notificationHideMs: 3000,
  achievementToastHideMs: 10000,
  achievementRecency: 10,
  snackbarHideMs: 6000,
  avatarMaxBytes: 5242880,
  avatarMaxZoom: 3,
  avatarZoomStep: 0.1,
  greetingNewDays: 5,
  notesDialogWidth: 386,
  achievementsDialogWidth: 768,
} as const;
