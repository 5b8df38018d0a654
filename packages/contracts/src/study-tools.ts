import { z } from 'zod';
import { IdInputSchema, IdSchema, listIn, objectIn } from './tolerant';

/** DAT-13: a directive word of the Essay Word Wizard (TLS-2). */
export const EssayWordSchema = z.object({ directive: z.string().min(1), definition: z.string() });
export type EssayWord = z.infer<typeof EssayWordSchema>;

/** API-39: `{ words: [...] }` or the bare list. */
export const EssayWordListSchema = listIn('words', EssayWordSchema);

/** TLS-3: the two plans of the Essay Breakdown Calculator. */
export const ESSAY_OPTIONS = ['A', 'B'] as const;
export type EssayOptionName = (typeof ESSAY_OPTIONS)[number];

/**
 * TLS-4: the mind-map files we can make faithfully, as API-40's `software_name` (docs/decisions.md):
 * the tagged PDF, OPML 2.0 and FreeMind's .mm. MindManager, MindView and Inspiration import the open
 * formats; their own file formats are not produced.
 */
export const MIND_MAP_FORMATS = {
  pdf: { softwareName: null, extension: 'pdf' },
  opml: { softwareName: 'OPML', extension: 'opml' },
  freemind: { softwareName: 'FreeMind', extension: 'mm' },
} as const;
export type MindMapFormat = keyof typeof MIND_MAP_FORMATS;

/** TLS-13: the Productivity Planner's week; weekday 0 is Monday. */
export const PLANNER_TITLE_MAX = 80;
export const PLANNER_BLOCKS_MAX = 100;
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);

export const PlanBlockSchema = z.object({
  id: IdSchema,
  weekday: z.number().int().min(0).max(6),
  startTime: Time,
  endTime: Time,
  title: z.string(),
});
export type PlanBlock = z.infer<typeof PlanBlockSchema>;

export const PlannerSchema = listIn('blocks', PlanBlockSchema);

export const CreatePlanBlockInputSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    startTime: Time,
    endTime: Time,
    title: z.string().trim().min(1).max(PLANNER_TITLE_MAX),
  })
  .refine((block) => block.endTime > block.startTime, { message: 'end after start', path: ['endTime'] });
export type CreatePlanBlockInput = z.infer<typeof CreatePlanBlockInputSchema>;

export const CreatePlanBlockOutputSchema = objectIn('block', PlanBlockSchema);
export const RemovePlanBlockInputSchema = z.object({ id: IdInputSchema });
