/**
 * Onboarding and software-selection constants, free of zod so the web's wizard can use them
 * without the schema library. onboarding.ts and software.ts re-export everything here.
 */

export const ONBOARDING_MESSAGES = {
  startYear: 'Course Start year is required.',
  endYear: 'Course End year is required.',
  subject: 'Course subject is required!',
  knowledge: 'Select Assistive Technology knowledge level!',
  software: 'Please select your software!',
  alreadyExists: 'UserInfo already exists for User!',
} as const;

export const STUDY_AREAS = [
  'essayWriting',
  'presentations',
  'lectures',
  'reading',
  'organisation',
  'revision',
] as const;
export type StudyArea = (typeof STUDY_AREAS)[number];

/** The success message of ONB-11; the web marks softwareSelected when it sees it. */
export const SOFTWARE_SAVED_MESSAGE = 'Software has been saved.';
