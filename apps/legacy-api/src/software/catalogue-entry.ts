import { z } from 'zod';
import { Slug, uniqueSlugs } from '../seed/content-rules';

/**
 * One product of content/shared/software-catalogue.json: assistive technology a UK Disabled
 * Students' Allowance award typically includes, described in our own words.
 */
export const CatalogueEntrySchema = z.strictObject({
  name: z.string().min(1),
  slug: Slug,
  /** The web's chip group; null for the 'Specialist' products. */
  group: z.string().min(1).nullable(),
  /** Preselected as assistive technology in onboarding. */
  assistive: z.boolean(),
  description: z.string().min(1),
});

export const CatalogueSchema = z.array(CatalogueEntrySchema).superRefine(uniqueSlugs);

export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;

/**
 * Each product's image is a tile we drew ourselves (initials on a coloured square, never a vendor
 * logo): media/softwares/<slug>.svg, made by scripts/make-software-tiles.ts and served under /uploads.
 */
export const softwareImageUrl = (slug: string): string => `/uploads/softwares/${slug}.svg`;
