import { z } from 'zod';
import { IdInputSchema, IdSchema, orFallback, shapeNotShown, whenAbsent } from './tolerant';
import { EarnedBadgeSchema } from './user';

/** Longest title and answer we accept, in characters (docs/decisions.md). */
export const REFLECTION_TITLE_MAX = 200;
export const REFLECTION_ANSWER_MAX = 5000;
/** A bulk call names at most this many entries. */
export const REFLECTION_BULK_MAX = 500;

const answer = (field: string) => orFallback(z.string(), `reflection.${field}`, '');

/** DAT-10: the answers are open (an unanswered question reads as empty). */
export const ReflectionSchema = z.object({
  id: IdSchema,
  date: z.string(),
  title: z.string(),
  observe1: answer('observe1'),
  observe2: answer('observe2'),
  reflect1: answer('reflect1'),
  reflect2: answer('reflect2'),
  act: answer('act'),
  tag: orFallback(z.string().nullable(), 'reflection.tag', null),
});
export type Reflection = z.infer<typeof ReflectionSchema>;

/** API-32: `{ reflectiveJournal: { reflections } }`. */
export const JournalSchema = z
  .object({ reflectiveJournal: z.object({ reflections: z.array(ReflectionSchema) }) })
  .transform(({ reflectiveJournal }) => reflectiveJournal.reflections);

const AnswerInput = z.string().max(REFLECTION_ANSWER_MAX);

/** JRN-6: the title may not be blank; every answer may be. */
export const ReflectionInputSchema = z.object({
  title: z.string().trim().min(1).max(REFLECTION_TITLE_MAX),
  observe1: AnswerInput,
  observe2: AnswerInput,
  reflect1: AnswerInput,
  reflect2: AnswerInput,
  act: AnswerInput,
});
export type ReflectionInput = z.infer<typeof ReflectionInputSchema>;

/** API-33's answer: the updated badges (BDG-5) and, from our upstream, the entry. */
export const CreateReflectionOutputSchema = z.object({
  reflection: whenAbsent(ReflectionSchema.nullable(), 'reflection', null),
  badges: z.array(EarnedBadgeSchema),
});
export type CreateReflectionOutput = z.infer<typeof CreateReflectionOutputSchema>;

/** API-34. */
export const UpdateReflectionInputSchema = ReflectionInputSchema.extend({ id: IdInputSchema });
export const UpdateReflectionOutputSchema = shapeNotShown(
  z.object({ reflection: whenAbsent(ReflectionSchema.nullable(), 'reflection', null) }),
);

/** API-35. */
export const RemoveReflectionInputSchema = z.object({ id: IdInputSchema });
/** API-36. */
export const RemoveReflectionsInputSchema = z.object({
  ids: z.array(IdInputSchema).min(1).max(REFLECTION_BULK_MAX),
});

/** JRN-9: the two formats a download comes in (accessible DOCX with real headings, or Markdown). */
export const DOWNLOAD_FORMATS = ['docx', 'md'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
