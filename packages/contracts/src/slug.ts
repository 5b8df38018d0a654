import { z } from 'zod';

/**
 * A slug the web sends back to the upstream, which puts it in a path: lowercase words joined by
 * single hyphens, so it is always exactly one safe path segment.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SlugSchema = z.string().max(100).regex(SLUG_PATTERN, 'must be a lowercase-hyphenated slug');
export type Slug = z.infer<typeof SlugSchema>;
