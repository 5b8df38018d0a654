import { z } from 'zod';
import { IdSchema, listIn, orFallback } from './tolerant';

/** Step page types (STP-2). */
export const PageTypeSchema = z.enum(['text', 'vid', 'app', 'star']);

export const ChapterSummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  chapterProgress: z.number().min(0).max(100),
});

export const LearningModuleSummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: orFallback(z.string().nullable(), 'learningModule.image', null),
  url: z.string(),
  learningModuleProgress: z.number().min(0).max(100),
  /** Seconds left; cards show minutes rounded at 30 s. */
  learningModuleRemainingDuration: z.number().min(0),
  isResume: z.boolean(),
  chapters: z.array(ChapterSummarySchema),
});
export type LearningModuleSummary = z.infer<typeof LearningModuleSummarySchema>;

export const FlowSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  tabColor: z.string(),
  learningModules: z.array(LearningModuleSummarySchema),
});
export type Flow = z.infer<typeof FlowSchema>;

/** GET /flows: the edition's flows (study) or learning paths (Pro), as `{ flows: [...] }` or bare. */
export const FlowListSchema = listIn('flows', FlowSchema);
