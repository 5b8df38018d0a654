import { z } from 'zod';
import { LOGIN_BADGES } from '../badges/login-badge-rules';
import { KNOWLEDGE_LEVELS } from '../user-info/schema';
import { USER_TYPES } from '../users/schema';
import { Slug } from './content-rules';

const Level = z.enum(KNOWLEDGE_LEVELS);
const Year = z.number().int().min(1950).max(2100);

/**
 * A learner of content/<edition>/demo-learners.json, seeded confirmed and onboarded so the product
 * can be tried at once. Professionals skip the course step of onboarding, so their course fields
 * may be left out.
 */
export const DemoLearnerSchema = z.strictObject({
  user: z.strictObject({
    email: z.email().refine((email) => email === email.toLowerCase(), 'must be lowercase'),
    firstName: z.string().min(1),
    surname: z.string().min(1),
    university: z.string().min(1).nullable(),
    userType: z.enum(USER_TYPES),
    wellbeings: z.array(z.string().min(1)),
  }),
  softwareSlugs: z.array(Slug).min(1),
  info: z.strictObject({
    courseStarted: Year.optional(),
    courseEnds: Year.optional(),
    courseName: z.string().min(1).optional(),
    asTechnologyLevel: Level,
    essayWritingLevel: Level,
    presentationsLevel: Level,
    lecturesLevel: Level,
    readingLevel: Level,
    organisationLevel: Level,
    revisionLevel: Level,
  }),
  /** The badges the learner holds, as if they had signed in before. */
  badges: z.array(z.enum(LOGIN_BADGES)),
});

export type DemoLearner = z.infer<typeof DemoLearnerSchema>;
