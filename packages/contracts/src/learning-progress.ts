import { z } from 'zod';
import { IdSchema, listIn } from './tolerant';

/** GET /users/profile: "list of learning progress items", one per flow, bare or `{ learning_progress }`. */
export const LearningProgressItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  flowPercent: z.number().min(0).max(100),
  primaryColor: z.string(),
});
export type LearningProgressItem = z.infer<typeof LearningProgressItemSchema>;
export const LearningProgressListSchema = listIn('learningProgress', LearningProgressItemSchema);
