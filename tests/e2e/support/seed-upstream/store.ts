import { randomUUID } from 'node:crypto';
import type { Edition } from '@studyflow/contracts/edition';
import { SOFTWARES } from './content';
import type { Body } from './http';

/** The learner every test starts with (reset between tests); new ones come through sign-up. */
export const SEED_LEARNERS = {
  /** Onboarded, with two products chosen and the Calm gift on offer (study edition). */
  onboarded: { email: 'sam@seeds.example', password: 'seed-only-pass', firstName: 'Sam' },
} as const;

export interface ProgressStep {
  id: string;
  stepId: string;
  completed: boolean;
}

export interface Note {
  id: string;
  content: string;
  createdAt: string;
  stepId: string;
}

export interface Reflection {
  id: string;
  date: string;
  fields: Record<(typeof REFLECTION_FIELDS)[number], string>;
}

export const REFLECTION_FIELDS = [
  'title',
  'observe_1',
  'observe_2',
  'reflect_1',
  'reflect_2',
  'act',
] as const;

export interface Learner {
  email: string;
  password: string;
  firstName: string;
  surname: string;
  university: string | null;
  confirmed: boolean;
  softwareIds: string[];
  userInfo: Body | null;
  avatar: { id: string; large: string; medium: string } | null;
  accessibility: Body | null;
  wellbeings: string[];
  calmRequested: boolean;
  /** By step id: the learner's record of each step seen. */
  progress: Map<string, ProgressStep>;
  /** Modules opened with track_session (started, so resumable). */
  started: Set<string>;
  favourites: Set<string>;
  notes: Note[];
  reflections: Reflection[];
}

export interface State {
  edition: Edition;
  learners: Map<string, Learner>;
  /** Session token → the learner's email and the preference cookie that must come back with it. */
  sessions: Map<string, { email: string; pref: string }>;
  /** Mailed tokens: confirmation and reset, each → the account's email. */
  tokens: Map<string, { email: string; kind: 'confirmation' | 'reset' }>;
  /** Avatar files served under /uploads. */
  uploads: Map<string, Uint8Array>;
  messages: { kind: 'support' | 'guest' | 'calm'; from: string; text: string }[];
}

export function newLearner(fields: Pick<Learner, 'email' | 'password' | 'firstName' | 'surname'>): Learner {
  return {
    ...fields,
    university: null,
    confirmed: false,
    softwareIds: [],
    userInfo: null,
    avatar: null,
    accessibility: null,
    wellbeings: [],
    calmRequested: false,
    progress: new Map(),
    started: new Set(),
    favourites: new Set(),
    notes: [],
    reflections: [],
  };
}

const LEVELS = [
  'as_technology',
  'essay_writing',
  'presentations',
  'lectures',
  'reading',
  'organisation',
  'revision',
].map((area) => `${area}_level`);
const STUDY_WELLBEINGS = ['calm', 'student_minds', 'desk_stretches_for_students', 'support_contacts'];

export function freshState(edition: Edition): State {
  const wellbeings = edition === 'study' ? STUDY_WELLBEINGS : [];
  const sam = newLearner({ ...SEED_LEARNERS.onboarded, surname: 'Lee' });
  Object.assign(sam, {
    university: 'Northfield University',
    confirmed: true,
    wellbeings,
    softwareIds: ['sw-read-write', 'sw-nvda'],
    userInfo: {
      course_started: 2025,
      course_ends: 2028,
      course_name: 'History',
      ...Object.fromEntries(LEVELS.map((level) => [level, 'medior'])),
    },
  });
  return {
    edition,
    learners: new Map([[sam.email, sam]]),
    sessions: new Map(),
    tokens: new Map(),
    uploads: new Map(),
    messages: [],
  };
}

export const newId = (prefix: string): string => `${prefix}-${randomUUID()}`;

/** Every learner holds the first badge only, with just the name DAT-1 promises: no id, no date. */
export const earnedBadges = () => [{ name: 'NEWBIE' }];

/** DAT-1's User, exactly: no id, no user type. */
export const userPayload = (learner: Learner) => ({
  email: learner.email,
  first_name: learner.firstName,
  surname: learner.surname,
  avatar: learner.avatar,
  university: learner.university,
  softwares: SOFTWARES.filter((software) => learner.softwareIds.includes(software.id)),
  software_selected: learner.softwareIds.length > 0,
  user_info: learner.userInfo,
  badges: earnedBadges(),
  accessability_setting: learner.accessibility,
  wellbeings: learner.wellbeings,
  is_calm_requested: learner.calmRequested,
});
