import type { Edition } from '../env';
import type { SIGN_UP_TYPES, USER_TYPES } from './schema';

type UserType = (typeof USER_TYPES)[number];
export type SignUpType = (typeof SIGN_UP_TYPES)[number];

/** A Pro-edition upstream creates professionals; the study edition creates students. */
export const userTypeFor = (edition: Edition): UserType => (edition === 'pro' ? 'professional' : 'student');

const STUDY_WELLBEINGS = ['student_minds', 'desk_stretches_for_students', 'support_contacts'];

/**
 * Wellbeing cards a new account sees: none in the Pro edition; in the study edition the three
 * general ones, plus the Calm gift for allowance-funded (licence) students only (WEL-3).
 */
export function initialWellbeings(edition: Edition, signUpType: SignUpType): string[] {
  if (edition === 'pro') return [];
  return signUpType === 'dsa_licence' ? ['calm', ...STUDY_WELLBEINGS] : [...STUDY_WELLBEINGS];
}
