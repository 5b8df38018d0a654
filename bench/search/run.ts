/**
 * Search speed over a big catalogue (SRC-1). Seeds two in-memory PGlite databases with the same
 * migrations and seed code as legacy-api: (base) the study edition's real lessons, and (big) the
 * same lessons copied under new slugs until the edition holds at least STEPS steps. Then it runs the
 * same queries on both, interleaved, through the queries the /search route runs, and reports
 * p50/p95/p99 per catalogue and the big/base ratio. Each query also runs, interleaved on the same
 * databases, with the steps query as it was before the rework (baseline-search.ts), so the table
 * compares before and after in one run; `--no-baseline` skips it.
 *
 *   pnpm --filter @studyflow/bench run search [--steps 5000] [--queries 300] [--rounds 3] [--no-baseline]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/legacy-api/src/db/client';
import type { FlowContent } from '../../apps/legacy-api/src/flows/flow-content';
import {
  searchChapters,
  searchModules,
  searchSteps,
  termsQuery,
} from '../../apps/legacy-api/src/search/search-queries';
import { searchTerms } from '../../apps/legacy-api/src/search/search-terms';
import type { LearningContent } from '../../apps/legacy-api/src/seed/learning-content-types';
import { seed } from '../../apps/legacy-api/src/seed/seed';
import { loadSeedContent, type SeedContent } from '../../apps/legacy-api/src/seed/seed-content';
import { baselineSearchSteps } from './baseline-search';

const { values } = parseArgs({
  options: {
    steps: { type: 'string', default: '5000' },
    queries: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    baseline: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const TARGET_STEPS = Number(values.steps);
const QUERY_COUNT = Number(values.queries);
const ROUNDS = Number(values.rounds);

/** The study edition's content, with flows and their chapters' steps copied `copies` times. */
function multiplied(content: SeedContent, copies: number): SeedContent {
  const flows: FlowContent[] = [];
  const chapters: LearningContent['chapters'] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    const suffix = copy === 0 ? '' : `-copy-${copy}`;
    for (const flow of content.flows.study) {
      flows.push({
        ...flow,
        slug: `${flow.slug}${suffix}`,
        name: copy === 0 ? flow.name : `${flow.name} ${copy}`,
        modules: flow.modules.map((module) => ({ ...module, slug: `${module.slug}${suffix}` })),
      });
    }
    for (const chapter of content.learning.chapters) {
      if (chapter.edition !== 'study') continue;
      chapters.push({
        ...chapter,
        flowSlug: `${chapter.flowSlug}${suffix}`,
        moduleSlug: `${chapter.moduleSlug}${suffix}`,
      });
    }
  }
  return {
    ...content,
    flows: { study: flows, pro: [] },
    demoLearners: [],
    learning: { ...content.learning, chapters },
  };
}

const stepCount = (content: SeedContent) =>
  content.learning.chapters.reduce((sum, chapter) => sum + chapter.steps.length, 0);

async function database(content: SeedContent) {
  const database = await openDatabase({ memory: true });
  await database.migrate();
  // Not the demo: its learners and licence keys are not what search looks through.
  await seed(database.db, { demo: false, content });
  return database;
}

/** A fixed, varied query set: frequent words, their prefixes (as typed), and pairs. */
function queries(content: SeedContent, count: number): string[] {
  const counts = new Map<string, number>();
  for (const chapter of content.learning.chapters) {
    for (const step of chapter.steps) {
      const text = `${step.content.name} ${'content' in step.content ? step.content.content : ''}`;
      for (const word of text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
        counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const words = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const common = words.slice(0, 200).map(([word]) => word);
  const out: string[] = [];
  for (let index = 0; out.length < count; index += 1) {
    const word = common[index % common.length] ?? 'study';
    const kind = index % 3;
    if (kind === 0) out.push(word);
    else if (kind === 1) out.push(word.slice(0, 3 + (index % 3)));
    else out.push(`${word} ${common[(index * 7 + 3) % common.length] ?? 'notes'}`);
  }
  return out;
}

type Db = Awaited<ReturnType<typeof database>>['db'];

type Version = 'after' | 'before';

/** What GET /search does for one query, timed; `before` with the steps query of old. */
async function timedSearch(db: Db, query: string, version: Version): Promise<number> {
  const started = performance.now();
  const terms = searchTerms(query);
  if (terms.length > 0) {
    const tsquery = termsQuery(terms);
    await (version === 'after' ? searchSteps : baselineSearchSteps)(db, 'study', tsquery);
    await searchChapters(db, 'study', tsquery);
    await searchModules(db, 'study', tsquery);
  }
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main() {
  const content = loadSeedContent();
  const perCopy = stepCount(multiplied(content, 1));
  const copies = Math.ceil(TARGET_STEPS / perCopy);
  const bigContent = multiplied(content, copies);
  const baseContent = multiplied(content, 1);
  const [base, big] = [await database(baseContent), await database(bigContent)];
  const list = queries(content, QUERY_COUNT);
  const versions: Version[] = values.baseline ? ['after', 'before'] : ['after'];
  const runs = (['base', 'big'] as const).flatMap((catalogue) =>
    versions.map((version) => ({ catalogue, version })),
  );
  for (const query of list.slice(0, 30))
    for (const run of runs) await timedSearch((run.catalogue === 'base' ? base : big).db, query, run.version);
  const times = new Map(runs.map((run) => [run, [] as number[]]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, query] of list.entries()) {
      // Rotating which goes first, so none always meets a warm cache left by another.
      const shift = (round * list.length + index) % runs.length;
      for (const run of [...runs.slice(shift), ...runs.slice(0, shift)])
        times
          .get(run)
          ?.push(await timedSearch((run.catalogue === 'base' ? base : big).db, query, run.version));
    }
  }
  const summary = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  };
  const steps = { base: stepCount(baseContent), big: stepCount(bigContent) };
  const names = { base: 'base (real study lessons)', big: `big (${copies} copies)` };
  const rows = runs.map((run) => ({ ...run, ...summary(times.get(run) ?? []) }));
  console.log(
    `queries ${list.length} × ${ROUNDS} rounds per catalogue and version; load average ${(
      await import('node:os')
    )
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log('| catalogue | steps | version | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${names[row.catalogue]} | ${steps[row.catalogue]} | ${row.version} | ${row.p50.toFixed(2)} | ${row.p95.toFixed(2)} | ${row.p99.toFixed(2)} |`,
    );
  const find = (catalogue: 'base' | 'big', version: Version) =>
    rows.find((row) => row.catalogue === catalogue && row.version === version);
  const [baseAfter, bigAfter] = [find('base', 'after'), find('big', 'after')];
  if (baseAfter && bigAfter) {
    console.log(
      `\np95 big/base ${(bigAfter.p95 / baseAfter.p95).toFixed(2)}; target p95 ≤ 20 ms over ≥ 5,000 steps: ${bigAfter.p95 <= 20 ? 'met' : 'missed'}`,
    );
  }
  for (const catalogue of ['base', 'big'] as const) {
    const [after, before] = [find(catalogue, 'after'), find(catalogue, 'before')];
    if (after && before)
      console.log(
        `${catalogue}: after/before p50 ${(after.p50 / before.p50).toFixed(2)}, p95 ${(after.p95 / before.p95).toFixed(2)}`,
      );
  }
  await base.close();
  await big.close();
}

await main();
