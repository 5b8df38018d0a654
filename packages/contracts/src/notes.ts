import { z } from 'zod';
import { IdInputSchema, IdSchema, listIn, orFallback, shapeNotShown, whenAbsent } from './tolerant';
import { EarnedBadgeSchema } from './user';

/** Longest note we accept, in characters after trimming (docs/decisions.md). */
export const NOTE_MAX_LENGTH = 2000;

/** DAT-3, plus the moment of the video the note was made at (ours, so it may be absent). */
export const NoteSchema = z.object({
  id: IdSchema,
  content: z.string(),
  createdAt: z.string(),
  stepName: z.string(),
  flowName: z.string(),
  /** The learning module's name (NOT-5 groups printed notes by it). */
  sectionName: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  flowSlug: z.string(),
  learningModuleSlug: z.string(),
  chapterSlug: z.string(),
  stepSlug: z.string(),
  stepId: IdSchema,
  videoTime: orFallback(z.number().min(0).nullable(), 'note.videoTime', null),
});
export type Note = z.infer<typeof NoteSchema>;

/** API-28: `{ notes: [...] }` or the bare list. */
export const NoteListSchema = listIn('notes', NoteSchema);

const NoteContentSchema = z.string().trim().min(1).max(NOTE_MAX_LENGTH);

/**
 * API-29 (NOT-2): the note hangs on the learner's record of the step (`progressStepId`, which every
 * step answer carries) or, as our upstream also allows, on the step itself.
 */
export const CreateNoteInputSchema = z
  .object({
    content: NoteContentSchema,
    progressStepId: IdInputSchema.optional(),
    stepId: IdInputSchema.optional(),
    /** Seconds into the step's video, for a note taken while watching. */
    videoTime: z.number().min(0).max(86_400).nullable().optional(),
  })
  .refine((input) => input.progressStepId !== undefined || input.stepId !== undefined, {
    message: 'progressStepId or stepId is required',
    path: ['progressStepId'],
  });
export type CreateNoteInput = z.infer<typeof CreateNoteInputSchema>;

/** API-29's answer: the updated badges (BDG-5) and, from our upstream, the note itself. */
export const CreateNoteOutputSchema = z.object({
  note: whenAbsent(NoteSchema.nullable(), 'note', null),
  badges: z.array(EarnedBadgeSchema),
});
export type CreateNoteOutput = z.infer<typeof CreateNoteOutputSchema>;

/** API-30 (NOT-3). */
export const UpdateNoteInputSchema = z.object({ id: IdInputSchema, content: NoteContentSchema });
export type UpdateNoteInput = z.infer<typeof UpdateNoteInputSchema>;
/** The requirements do not show API-30's answer: the note when the upstream sends it, else null. */
export const UpdateNoteOutputSchema = shapeNotShown(
  z.object({ note: whenAbsent(NoteSchema.nullable(), 'note', null) }),
);

/** API-31. */
export const RemoveNoteInputSchema = z.object({ id: IdInputSchema });

/**
 * Ours (docs/decisions.md, "Offline learning"): the key the browser encrypts the signed-in learner's
 * queue of offline notes with (32 bytes, base64url), and whom the server found signed in, so the
 * browser never files one learner's key under another's name.
 */
export const NoteQueueKeySchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes in base64url'),
  learner: z.object({ id: IdSchema.optional(), email: z.string() }),
});
export type NoteQueueKey = z.infer<typeof NoteQueueKeySchema>;
