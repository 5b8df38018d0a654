import { z } from 'zod';
import { Slug, uniqueSlugs } from '../seed/content-rules';
import { AT_FEATURES, Markdown, StarStepSchema, TextStepSchema, VidStepSchema } from '../steps/step-content';

/** content/shared/tutorials/<software-slug>.yaml: a product's Essentials, steps without `app`. */
export const EssentialsFileSchema = z.strictObject({
  steps: z
    .array(z.discriminatedUnion('type', [TextStepSchema, VidStepSchema, StarStepSchema]))
    .min(1)
    .superRefine(uniqueSlugs),
});
export type EssentialStepContent = z.infer<typeof EssentialsFileSchema>['steps'][number];

/**
 * content/shared/at-features.yaml: per feature key, its name, a one-line description and, per
 * catalogue product slug, how that product does it (Markdown). A product listed under a feature
 * offers it: its tutorial's strategies are the app steps pointing at the features it offers.
 */
export const AtFeaturesFileSchema = z.strictObject({
  features: z.partialRecord(
    z.enum(AT_FEATURES),
    z.strictObject({
      name: z.string().trim().min(1, 'must not be blank'),
      description: z.string().trim().min(1, 'must not be blank'),
      products: z.record(Slug, Markdown),
    }),
  ),
});
export type AtFeaturesContent = z.infer<typeof AtFeaturesFileSchema>['features'];
