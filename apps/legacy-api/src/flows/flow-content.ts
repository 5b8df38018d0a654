import { z } from 'zod';
import { HexColour, Slug, uniqueSlugs } from '../seed/content-rules';

/**
 * The learning content we write and seed (content/<edition>/flows.json): flows (study edition) or
 * learning paths (Pro edition), their modules and chapter summaries. Steps arrive with the learning work.
 */
export const ChapterContentSchema = z.strictObject({
  slug: Slug,
  name: z.string().min(1),
  /** Estimated minutes to work through the chapter. */
  minutes: z.number().int().positive(),
});

export const ModuleContentSchema = z.strictObject({
  slug: Slug,
  name: z.string().min(1),
  /** One plain-English sentence: what the learner gets from the module. */
  description: z.string().min(1),
  chapters: z.array(ChapterContentSchema).min(1).superRefine(uniqueSlugs),
});

export const FlowContentSchema = z.strictObject({
  slug: Slug,
  name: z.string().min(1),
  /**
   * primary: accents and fills under white text; secondary: a light tint under dark text;
   * tab: the darker shade of an active tab. Contrast is checked in flow-content.test.ts.
   */
  colors: z.strictObject({ primary: HexColour, secondary: HexColour, tab: HexColour }),
  modules: z.array(ModuleContentSchema).min(1).superRefine(uniqueSlugs),
});

export const FlowListSchema = z.array(FlowContentSchema).superRefine(uniqueSlugs);

export type FlowContent = z.infer<typeof FlowContentSchema>;
