import { z } from 'zod';
import { IdSchema } from './tolerant';

/** SRC-2 sends nothing for an empty query; the upstream reads at most this much of one. */
export const SEARCH_QUERY_MAX = 200;

export const SearchInputSchema = z.object({ query: z.string().trim().min(1).max(SEARCH_QUERY_MAX) });
export type SearchInput = z.infer<typeof SearchInputSchema>;

/** DAT-8: a search result links to its url and says which flow it belongs to. */
export const SearchHitSchema = z.object({
  id: IdSchema,
  name: z.string(),
  url: z.string(),
  flowName: z.string(),
  flowSlug: z.string(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** API-27. */
export const SearchResultSchema = z.object({
  steps: z.array(SearchHitSchema),
  chapters: z.array(SearchHitSchema),
  learningModules: z.array(SearchHitSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
