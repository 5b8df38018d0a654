import { z } from 'zod';
import { STUDY_AREAS } from './onboarding-messages';
import { KnowledgeLevelSchema, UpstreamUserSchema, UserInfoSchema } from './user';

export { ONBOARDING_MESSAGES, STUDY_AREAS, type StudyArea } from './onboarding-messages';

const PrioritySchema = z.number().int().min(1).max(5);

/**
 * POST /users/user_info. Students send the course fields and priorities; professionals only the
 * knowledge levels (their course fields are null). Priorities travel as `study_priorities`
 * (docs/decisions.md: ONB-15 does not say how they map into the payload).
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

/**
 * POST /users/softwares/select: the requirements promise `msg` ('Software has been saved.'); a `user` beside
 * it is used when present, otherwise the BFF reads the session's user. Here rather than in
 * software.ts because user.ts imports software.ts (a cycle would break module evaluation).
 */
export const SelectSoftwareOutputSchema = z.object({ msg: z.string(), user: UpstreamUserSchema.optional() });
