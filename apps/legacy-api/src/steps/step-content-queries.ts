import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fromExcluded, whenChanged } from '../db/upsert';
import { chapters, flows, learningModules } from '../flows/schema';
import type { ChapterSteps } from '../seed/learning-content-types';
import { steps } from './schema';
import { RENDERED_COLUMNS, renderedStep, searchText } from './step-rows';

/** Rows per insert statement: well under PostgreSQL's 65 535 bound parameters. */
const BATCH = 200;

const chapterKey = (edition: string, flow: string, module: string, chapter: string) =>
  `${edition}/${flow}/${module}/${chapter}`;

interface SavedChapter {
  id: number;
  edition: (typeof flows.edition.enumValues)[number];
  /** Flow, module and chapter positions: the chapter's place in its edition's reading order. */
  place: [number, number, number];
}

async function savedChapters(db: Db): Promise<Map<string, SavedChapter>> {
  const rows = await db
    .select({
      id: chapters.id,
      chapter: chapters.slug,
      module: learningModules.slug,
      flow: flows.slug,
      edition: flows.edition,
      flowPosition: flows.position,
      modulePosition: learningModules.position,
      chapterPosition: chapters.position,
    })
    .from(chapters)
    .innerJoin(learningModules, eq(learningModules.id, chapters.learningModuleId))
    .innerJoin(flows, eq(flows.id, learningModules.flowId));
  return new Map(
    rows.map((row) => [
      chapterKey(row.edition, row.flow, row.module, row.chapter),
      {
        id: row.id,
        edition: row.edition,
        place: [row.flowPosition, row.modulePosition, row.chapterPosition],
      },
    ]),
  );
}

const byPlace = (a: readonly number[], b: readonly number[]) => {
  for (const [index, value] of a.entries()) {
    const other = b[index] ?? 0;
    if (value !== other) return value - other;
  }
  return 0;
};

/**
 * Every chapter's steps, upserted by (chapter, slug) so ids (which progress, favourites and notes
 * point at) survive a restart; a step no longer in the content is deleted with what hangs on it,
 * so percentages count only the lessons that exist. Call after the flows are upserted.
 */
export async function upsertSteps(db: Db, content: readonly ChapterSteps[]): Promise<void> {
  const saved = await savedChapters(db);
  const placed = content.flatMap((chapter) => {
    const key = chapterKey(chapter.edition, chapter.flowSlug, chapter.moduleSlug, chapter.chapterSlug);
    const savedChapter = saved.get(key);
    if (savedChapter === undefined) throw new Error(`chapter ${key} was not saved`);
    return chapter.steps.map((step, position) => ({
      place: [...savedChapter.place, position],
      row: {
        ...renderedStep(step, position),
        chapterId: savedChapter.id,
        edition: savedChapter.edition,
        pageType: step.content.type,
        app: step.content.type === 'app' ? step.content.app : null,
        searchText: searchText(step.content),
      },
    }));
  });
  // Every step of an edition is in the content, so numbering them all keeps search's reading order
  // right even when only a flow, module or chapter moved.
  placed.sort((a, b) => byPlace(a.place, b.place));
  const rows = placed.map(({ row }, readingOrder) => ({ ...row, readingOrder }));
  const updated = [...RENDERED_COLUMNS, 'pageType', 'app', 'searchText', 'edition', 'readingOrder'] as const;
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(steps)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [steps.chapterId, steps.slug],
        set: fromExcluded(steps, updated),
        setWhere: whenChanged(steps, updated),
      });
  }
  const wanted = new Set(rows.map((row) => `${row.chapterId}/${row.slug}`));
  const existing = await db
    .select({ id: steps.id, chapterId: steps.chapterId, slug: steps.slug })
    .from(steps);
  const stale = existing.filter((row) => !wanted.has(`${row.chapterId}/${row.slug}`)).map((row) => row.id);
  if (stale.length > 0) await db.delete(steps).where(inArray(steps.id, stale));
}
