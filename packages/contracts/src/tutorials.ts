import { z } from 'zod';
import { StepSchema } from './learning';
import { SlugSchema } from './slug';
import { objectIn, orFallback } from './tolerant';

const Name = orFallback(z.string().nullable(), 'tutorial.name', null);

/** DAT-8: an Essentials step of one of the learner's products; `link` is its web address. */
export const EssentialStepLinkSchema = z.object({ softwareSlug: z.string(), link: z.string(), name: Name });

/** DAT-8: a strategies step, grouped in the sidebar by its chapter's name (FAV-7). */
export const FlowStepLinkSchema = z.object({
  softwareSlug: z.string(),
  chapterName: z.string(),
  link: z.string(),
  name: Name,
});

/** API-26, for every product the learner chose. */
export const TutorialsSchema = z.object({
  essentialSteps: z.array(EssentialStepLinkSchema),
  flowSteps: z.array(FlowStepLinkSchema),
});
export type Tutorials = z.infer<typeof TutorialsSchema>;

/** FAV-6: `/tutorials/:softwareSlug/essentials/:stepSlug`. */
export const GetEssentialInputSchema = z.object({ softwareSlug: SlugSchema, stepSlug: SlugSchema });
export type GetEssentialInput = z.infer<typeof GetEssentialInputSchema>;

/** An Essentials step, in the step shape (DAT-5), bare or `{ step }`. */
export const EssentialStepSchema = objectIn('step', StepSchema);
