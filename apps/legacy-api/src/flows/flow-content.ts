import { z } from 'zod';
import { HexColour, Slug, uniqueSlugs } from '../seed/content-rules';

/**
 * The learning content we write and seed (content/<edition>/flows.json): flows (study edition) or
 * learning paths (Pro edition), their modules and chapter summaries. Each chapter's steps are a file
 * of their own (steps/step-content.ts).
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

/**
 * GET /learning_module/:slug finds a module by its slug alone (API-20), so no two modules of one
 * edition may share one.
 */
function uniqueModuleSlugs(flows: readonly z.infer<typeof FlowContentSchema>[], context: z.RefinementCtx) {
  const seen = new Map<string, string>();
  for (const [flowIndex, flow] of flows.entries()) {
    for (const [moduleIndex, module] of flow.modules.entries()) {
      const other = seen.get(module.slug);
      if (other !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [flowIndex, 'modules', moduleIndex, 'slug'],
          message: `module slug ${module.slug} is also used in flow ${other}`,
        });
      }
      seen.set(module.slug, flow.slug);
    }
  }
}

export const FlowListSchema = z
  .array(FlowContentSchema)
  .superRefine(uniqueSlugs)
  .superRefine(uniqueModuleSlugs);

export type FlowContent = z.infer<typeof FlowContentSchema>;
