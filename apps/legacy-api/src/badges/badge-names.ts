/** BDG-1: every badge's upstream key. Each is earned at most once, with the moment it was earned. */
export const BADGE_NAMES = [
  'NEWBIE',
  'LOGIN_STREAK_TWO',
  'FAVOURITE_FIVE',
  'NOTE_NINJA',
  'FIRST_REFLECTION',
  'JOURNAL_JOTTER',
  'KNOWLEDGE_KNIGHT',
  'COMPLETER',
  'AT_WIZARD',
  'EXPLORER',
  'WEEKEND_WARRIOR',
  'LOGIN_LEGEND',
  'LEARNING_MASTER',
] as const;
export type BadgeName = (typeof BADGE_NAMES)[number];
