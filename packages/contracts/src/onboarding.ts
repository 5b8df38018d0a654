import { z } from 'zod';
import { KnowledgeLevelSchema, UserInfoSchema } from './user';

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

const PrioritySchema = z.number().int().min(1).max(5);

/**
 * POST /users/user_info. Students send the course fields and priorities; professionals only the
 * knowledge levels (their course fields are null). Priorities travel as `study_priorities`
 * (docs/decisions.md: the seeds do not say how they map into the payload).
 */
export const SaveUserInfoInputSchema = z.object({
  courseStarted: z.number().int().min(1950).max(2100).nullable(),
  courseEnds: z.number().int().min(1950).max(2100).nullable(),
  courseName: z.string().trim().min(1).max(200).nullable(),
  asTechnologyLevel: KnowledgeLevelSchema,
  essayWritingLevel: KnowledgeLevelSchema,
  presentationsLevel: KnowledgeLevelSchema,
  lecturesLevel: KnowledgeLevelSchema,
  readingLevel: KnowledgeLevelSchema,
  organisationLevel: KnowledgeLevelSchema,
  revisionLevel: KnowledgeLevelSchema,
  studyPriorities: z.record(z.enum(STUDY_AREAS), PrioritySchema).nullable(),
});
export type SaveUserInfoInput = z.infer<typeof SaveUserInfoInputSchema>;

export const UserInfoEnvelopeSchema = z.object({ userInfo: UserInfoSchema });
