import { z } from 'zod';
import { Slug, uniqueSlugs } from '../seed/content-rules';

/** The assistive-technology features app steps point at (content/README.md, "Steps"). */
export const AT_FEATURES = [
  'text-to-speech',
  'speech-to-text',
  'word-prediction',
  'spell-and-grammar',
  'dictionary',
  'highlight-and-collect',
  'mind-mapping',
  'audio-notes',
  'screen-reading',
  'magnification',
  'reading-overlay',
  'maths-input',
  'reminders-and-planning',
  'focus-and-distraction',
] as const;
export const AtFeatureSchema = z.enum(AT_FEATURES);

/** Markdown the learner reads: a step without text is refused. */
export const Markdown = z.string().trim().min(1, 'must not be blank');

/** What every step has, whatever its type. */
export const stepBase = {
  slug: Slug,
  name: z.string().trim().min(1, 'must not be blank').max(80),
  minutes: z.number().int().positive(),
  content: Markdown,
  extra: Markdown.optional(),
  tip: z.string().trim().min(1, 'must not be blank').optional(),
  sources: z.array(z.string().trim().min(1)).optional(),
};

export const TextStepSchema = z.strictObject({ ...stepBase, type: z.literal('text') });
export const StarStepSchema = z.strictObject({ ...stepBase, type: z.literal('star') });
/** The narration is read aloud by the video script; subtitles and transcript say the same. */
export const VidStepSchema = z.strictObject({ ...stepBase, type: z.literal('vid'), narration: Markdown });
export const AppStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('app'),
  app: z.strictObject({
    feature: AtFeatureSchema,
    name: z.string().trim().min(1, 'must not be blank').max(80),
    description: z.string().trim().min(1, 'must not be blank'),
  }),
});

export const StepContentSchema = z.discriminatedUnion('type', [
  TextStepSchema,
  VidStepSchema,
  AppStepSchema,
  StarStepSchema,
]);
export type StepContent = z.infer<typeof StepContentSchema>;

/** content/<edition>/steps/<flow>/<module>/<chapter>.yaml */
export const ChapterStepsFileSchema = z.strictObject({
  steps: z.array(StepContentSchema).min(1).superRefine(uniqueSlugs),
});
