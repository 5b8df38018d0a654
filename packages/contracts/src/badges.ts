import type { Edition } from './edition';

export interface BadgeDefinition {
  name: string;
  title: string;
  requirement: string;
  edition?: Edition;
}

/** The badges of BDG-1: key, display title, requirement; some belong to one edition only. */
export const BADGES: readonly BadgeDefinition[] = [
  { name: 'NEWBIE', title: 'NEWBIE', requirement: 'first login' },
  { name: 'LOGIN_STREAK_TWO', title: 'ON A ROLL', requirement: '2-day login streak' },
  { name: 'FAVOURITE_FIVE', title: 'FAVOURITE FIVE', requirement: 'add 5 favourites' },
  { name: 'NOTE_NINJA', title: 'NOTE NINJA', requirement: 'make 5 notes' },
  { name: 'FIRST_REFLECTION', title: 'FIRST REFLECTION', requirement: 'first journal reflection' },
  { name: 'JOURNAL_JOTTER', title: 'JOURNAL JOTTER', requirement: 'add 5 reflections' },
  { name: 'KNOWLEDGE_KNIGHT', title: 'KNOWLEDGE KNIGHT', requirement: '20% progress' },
  { name: 'COMPLETER', title: 'COMPLETER', requirement: 'complete 1 study flow or learning path' },
  { name: 'AT_WIZARD', title: 'AT WIZARD', requirement: '60% progress' },
  { name: 'EXPLORER', title: 'EXPLORER', requirement: 'try each flow or path' },
  { name: 'WEEKEND_WARRIOR', title: 'WEEKEND WARRIOR', requirement: 'log in on a weekend', edition: 'study' },
  { name: 'LOGIN_LEGEND', title: 'LOGIN LEGEND', requirement: 'log in 10 times', edition: 'pro' },
  { name: 'LEARNING_MASTER', title: 'LEARNING MASTER', requirement: '100% progress' },
];

export const badgesFor = (edition: Edition): BadgeDefinition[] =>
  BADGES.filter((badge) => badge.edition === undefined || badge.edition === edition);
