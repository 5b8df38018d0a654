import { z } from 'zod';
import { ChapterSummarySchema, LearningModuleSummarySchema, PageTypeSchema } from './flows';
import { SlugSchema } from './slug';
import { IdSchema, objectIn, orFallback, whenAbsent } from './tolerant';
import { EarnedBadgeSchema } from './user';

// Upstream readers follow tolerant.ts: the fields DAT-4 to DAT-6 name are required; what only some
// page types have, and what is ours beyond the requirements, falls back (docs/decisions.md).

/** An unknown page type is shown as text, the one every step can be read as. */
const PageType = orFallback(PageTypeSchema, 'step.pageType', 'text');

/** A step in the module sidebar (STP-3) or the favourites list: icon, time, marks, address. */
export const StepSummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string(),
  pageType: PageType,
  /** Seconds. */
  duration: orFallback(z.number().min(0), 'stepSummary.duration', 0),
  url: z.string(),
  isCompleted: orFallback(z.boolean(), 'stepSummary.isCompleted', false),
  isFavourite: orFallback(z.boolean(), 'stepSummary.isFavourite', false),
  hasNote: orFallback(z.boolean(), 'stepSummary.hasNote', false),
});
export type StepSummary = z.infer<typeof StepSummarySchema>;

export const FlowColoursSchema = z.object({
  name: z.string(),
  slug: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  tabColor: z.string(),
});

/** API-20: the module with its flow's colours and each chapter's steps (DAT-4), bare or wrapped. */
export const LearningModuleSchema = LearningModuleSummarySchema.extend({
  flow: FlowColoursSchema,
  chapters: z.array(ChapterSummarySchema.extend({ steps: z.array(StepSummarySchema) })),
});
export type LearningModule = z.infer<typeof LearningModuleSchema>;

/**
 * API-20 as an upstream may answer it: the requirements show no `flow` on a module, so it may be
 * absent (null here); the BFF then finds the module's flow in GET /flows (API-19).
 */
export const UpstreamLearningModuleSchema = LearningModuleSchema.extend({
  flow: whenAbsent(FlowColoursSchema.nullable(), 'learningModule.flow', null),
});
export const LearningModuleAnswerSchema = objectIn('learningModule', UpstreamLearningModuleSchema);

export const GetLearningModuleInputSchema = z.object({ slug: SlugSchema });

/** STP-1: the four slugs of a step's address. */
export const StepAddressInputSchema = z.object({
  flowSlug: SlugSchema,
  learningModuleSlug: SlugSchema,
  chapterSlug: SlugSchema,
  stepSlug: SlugSchema,
});
export type StepAddressInput = z.infer<typeof StepAddressInputSchema>;

/** STP-9: the context a step is seen in; `software`/`softwareSlug` name a tutorial's product. */
export const StepViewSchema = z.enum(['flows', 'favourites', 'tutorials']);
export const GetStepInputSchema = StepAddressInputSchema.extend({
  view: StepViewSchema.optional(),
  software: SlugSchema.optional(),
  sectionSlug: SlugSchema.optional(),
  softwareSlug: SlugSchema.optional(),
  /** Records the visit, so the module counts as started (RESUME, DSH-6). */
  trackSession: z.boolean().optional(),
});
export type GetStepInput = z.infer<typeof GetStepInputSchema>;

/** How one of the learner's products does an app step's feature; `text` is HTML. */
export const HowToSchema = z.object({ softwareSlug: z.string(), softwareName: z.string(), text: z.string() });

export const StepAppSchema = z.object({
  name: z.string(),
  description: z.string(),
  buttonImage: orFallback(z.string().nullable(), 'step.app.buttonImage', null),
  feature: orFallback(z.string().nullable(), 'step.app.feature', null),
  howTo: whenAbsent(z.array(HowToSchema), 'step.app.howTo', []),
});

const nullableText = (field: string) => orFallback(z.string().nullable(), `step.${field}`, null);

/** DAT-5. `content`, `extraContent` and an app's how-tos are HTML, sanitised by the web. */
export const StepSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string(),
  pageType: PageType,
  /** Seconds. */
  duration: z.number().min(0),
  url: z.string(),
  nextUrl: z.string(),
  isCompleted: z.boolean(),
  isFavourite: z.boolean(),
  hasNote: orFallback(z.boolean(), 'step.hasNote', false),
  flowName: nullableText('flowName'),
  flowSlug: nullableText('flowSlug'),
  content: z.string(),
  extraContent: nullableText('extraContent'),
  videoText: nullableText('videoText'),
  tip: nullableText('tip'),
  video: nullableText('video'),
  videoContentType: nullableText('videoContentType'),
  subtitle: nullableText('subtitle'),
  segments: nullableText('segments'),
  thumbnail: nullableText('thumbnail'),
  transcript: nullableText('transcript'),
  /** Seconds into the video where the learner left it, on any device. */
  videoPosition: orFallback(z.number().min(0).nullable(), 'step.videoPosition', null),
  sources: whenAbsent(z.array(z.string()), 'step.sources', []),
  app: orFallback(StepAppSchema.nullable(), 'step.app', null),
});
export type Step = z.infer<typeof StepSchema>;

/** DAT-6. */
export const ProgressStepSchema = z.object({ id: IdSchema, stepId: IdSchema, completed: z.boolean() });
export const ChapterProgressSchema = z.object({ id: IdSchema, progress: z.number().min(0).max(100) });
export const ModuleProgressSchema = z.object({ progress: z.number().min(0).max(100) });
const UserBadgesSchema = whenAbsent(
  z.object({ badges: whenAbsent(z.array(EarnedBadgeSchema), 'user.badges', []) }),
  'user',
  { badges: [] },
);

/** API-21: the step, the learner's record of it, progress around it and the learner's badges. */
export const StepAnswerSchema = z.object({
  step: StepSchema,
  progressStep: ProgressStepSchema,
  learningModuleProgress: ModuleProgressSchema,
  chapterProgress: ChapterProgressSchema,
  user: UserBadgesSchema,
});
export type StepAnswer = z.infer<typeof StepAnswerSchema>;

/** API-23 (and the video-watched call): `percent` is the flow's. */
export const CompletionSchema = z.object({
  percent: z.number().min(0).max(100),
  progressStep: ProgressStepSchema,
  chapterProgress: ChapterProgressSchema,
  learningModuleProgress: ModuleProgressSchema,
  user: UserBadgesSchema,
});
export type Completion = z.infer<typeof CompletionSchema>;

/** VID-11 across devices: where the video was left, whole seconds up to a day. */
export const SaveVideoPositionInputSchema = StepAddressInputSchema.extend({
  seconds: z.number().min(0).max(86_400),
});
export type SaveVideoPositionInput = z.infer<typeof SaveVideoPositionInputSchema>;
export const VideoPositionSchema = z.object({
  videoPosition: orFallback(z.number().min(0).nullable(), 'videoPosition', null),
});
