import { z } from 'zod';

export const SoftwareSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  group: z.string().nullable(),
  assistive: z.boolean(),
});
export type Software = z.infer<typeof SoftwareSchema>;

/** Upstream GET /users/softwares/available answers `{ softwares: [...] }`. */
export const SoftwareListSchema = z.object({ softwares: z.array(SoftwareSchema) });

export const SelectSoftwareInputSchema = z.object({
  softwareIds: z.array(z.number().int().positive()).min(1, 'Please select your software!').max(100),
});
export type SelectSoftwareInput = z.infer<typeof SelectSoftwareInputSchema>;

export { SOFTWARE_SAVED_MESSAGE } from './onboarding-messages';
