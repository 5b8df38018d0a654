/** The most of a query we read, the most words we match, and the longest word we keep. */
export const QUERY_MAX_LENGTH = 200;
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 50;

/**
 * The words of what a learner typed, safe to hand to `to_tsquery` as `word:*`: only letters and
 * digits survive, so no quote, operator or bracket of the query syntax can reach PostgreSQL, and
 * any input (half-typed, punctuation only, hostile) reads as words or as nothing.
 */
export function searchTerms(query: string): string[] {
  const words =
    query
      .slice(0, QUERY_MAX_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}
