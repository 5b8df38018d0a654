import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { chapterUrl, moduleUrl, stepUrl } from '../flows/flow-urls';
import { parseParams } from '../http/params';
import { type SearchRow, searchChapters, searchModules, searchSteps, termsQuery } from './search-queries';
import { searchTerms } from './search-terms';

const SearchQuery = z.object({ query: z.union([z.string(), z.array(z.string())]).optional() });

const hit = (row: SearchRow, url: string) => ({
  id: row.id,
  name: row.name,
  url,
  flow_name: row.flowName,
  flow_slug: row.flowSlug,
});

/** API-27 (signed-in scope): PostgreSQL full-text search over the edition's content (SRC-1). */
export function registerSearchRoutes(app: FastifyInstance, { db, env }: AppContext): void {
  app.get('/search', async (request) => {
    const { query } = parseParams(SearchQuery, request.query);
    // `?query=a&query=b` reads as the words of both.
    const terms = searchTerms(Array.isArray(query) ? query.join(' ') : (query ?? ''));
    if (terms.length === 0) return { steps: [], chapters: [], learning_modules: [] };
    const tsquery = termsQuery(terms);
    const [stepRows, chapterRows, moduleRows] = [
      await searchSteps(db, env.EDITION, tsquery),
      await searchChapters(db, env.EDITION, tsquery),
      await searchModules(db, env.EDITION, tsquery),
    ];
    return {
      steps: stepRows.map((row) =>
        hit(row, stepUrl(row.flowSlug, row.moduleSlug, row.chapterSlug, row.stepSlug)),
      ),
      chapters: chapterRows.map((row) => hit(row, chapterUrl(row.flowSlug, row.moduleSlug, row.chapterSlug))),
      learning_modules: moduleRows.map((row) => hit(row, moduleUrl(row.flowSlug, row.moduleSlug))),
    };
  });
}
