import { z } from 'zod';
import { IdInputSchema, IdSchema, listIn, orFallback } from './tolerant';

/**
 * A software needs its id (to be chosen), name (its chip) and slug (its dashboard tab). DAT-7 also
 * lists image and description, which the onboarding requirements never use; the group is optional.
 */
export const SoftwareSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string(),
  image: orFallback(z.string().nullable(), 'software.image', null),
  description: orFallback(z.string().nullable(), 'software.description', null),
  // Absent is normal (a 'Specialist' software), so only a value of another type is reported.
  group: orFallback(z.string().nullish(), 'software.group', null).transform((group) => group ?? null),
  assistive: orFallback(z.boolean(), 'software.assistive', false),
});
export type Software = z.infer<typeof SoftwareSchema>;

/** GET /users/softwares/available: "software list", as `[...]` or `{ softwares: [...] }`. */
export const SoftwareListSchema = listIn('softwares', SoftwareSchema);

export const SelectSoftwareInputSchema = z.object({
  softwareIds: z.array(IdInputSchema).min(1, 'Please select your software!').max(100),
});
export type SelectSoftwareInput = z.infer<typeof SelectSoftwareInputSchema>;

export { SOFTWARE_SAVED_MESSAGE } from './onboarding-messages';
