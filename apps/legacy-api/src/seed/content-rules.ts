import { z } from 'zod';

/** Lowercase words joined by single hyphens: slugs end up in URLs and upsert keys. */
export const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase-hyphenated slug');

export const HexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a #rrggbb colour');

/**
 * The seed upserts by slug, so two entries with one slug would silently become one row: the
 * loader refuses them instead.
 */
export const uniqueSlugs = <T extends { slug: string }>(items: readonly T[], context: z.RefinementCtx) => {
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    if (seen.has(item.slug)) {
      context.addIssue({ code: 'custom', path: [index, 'slug'], message: `slug ${item.slug} appears twice` });
    }
    seen.add(item.slug);
  }
};
