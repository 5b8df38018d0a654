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
