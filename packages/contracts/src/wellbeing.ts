import { z } from 'zod';
import { orFallback } from './tolerant';
import { EMAIL_LINEAR_PATTERN } from './validation';

/** WEL-1: the wellbeing entries a learner may hold, each shown as one card of the hub. */
export const WELLBEINGS = [
  'calm',
  'student_minds',
  'desk_stretches_for_students',
  'support_contacts',
] as const;
export type Wellbeing = (typeof WELLBEINGS)[number];

/** API-43 (WEL-4, DAT-11). */
export const CalmRequestInputSchema = z.object({
  email: z.string().trim().max(200).regex(EMAIL_LINEAR_PATTERN),
  firstName: z.string().trim().min(1).max(200),
  surname: z.string().trim().min(1).max(200),
});
export type CalmRequestInput = z.infer<typeof CalmRequestInputSchema>;

/** The answer is not shown (WEL-5); success alone moves the modal on. */
export const CalmRequestOutputSchema = z.preprocess(
  (body) => (typeof body === 'object' && body !== null ? body : {}),
  z.object({ isCalmRequested: orFallback(z.boolean(), 'calm.isCalmRequested', true) }),
);
