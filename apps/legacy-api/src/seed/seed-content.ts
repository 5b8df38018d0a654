import { z } from 'zod';
import type { Edition } from '../env';
import { type FlowContent, FlowListSchema } from '../flows/flow-content';
import { MEDIA_DIR } from '../media/media-paths';
import { packagePath } from '../package-root';
import { type CatalogueEntry, CatalogueSchema } from '../software/catalogue-entry';
import { type DemoLearner, DemoLearnerSchema } from './demo-learner';
import { type LearningContentOptions, loadLearningContent } from './learning-content';
import type { LearningContent } from './learning-content-types';
import { readContentFile } from './read-content-file';

/** The committed data files the seed writes into the database (content/README.md describes them). */
export const CONTENT_DIR = packagePath('content');

const InstitutionsSchema = z.array(
  z.strictObject({
    name: z.string().min(1),
    domain: z.string().regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'must be a lowercase domain'),
  }),
);

/** Ten-digit keys as a range, so the file says how many there are rather than listing them. */
const LicenceKeyRangeSchema = z.strictObject({
  first: z.number().int().min(1_000_000_000),
  count: z.number().int().positive(),
});

/**
 * The ways in that the demo publishes (README, "Trying it"): an open institution domain and the
 * licence keys. Seeded only in demo mode, removed when a demo database starts without it, and never
 * accepted by the operator commands (`src/operator/`).
 */
export interface DemoAccess {
  institutions: { name: string; domain: string }[];
  licenceKeys: string[];
}

export interface SeedContent extends DemoAccess {
  software: CatalogueEntry[];
  flows: Record<Edition, FlowContent[]>;
  /** Demo mode only. Study edition's first, then Pro's: the order they are seeded in. */
  demoLearners: DemoLearner[];
  /** The lessons: steps per chapter, the products' Essentials, how each product does each feature. */
  learning: LearningContent;
}

const read = readContentFile;

/**
 * Reads and checks every content file; the seed calls it each time it runs, so edits need no build.
 * Vid steps' media are looked for in the committed media folder and used when there; the content
 * check of `npm test` requires them (`media.mode: 'require'`), and only unit tests of fixture content
 * take them as given.
 */
export function loadSeedContent(
  dir: string = CONTENT_DIR,
  options: LearningContentOptions = { media: { mode: 'when-present', dir: MEDIA_DIR } },
): SeedContent {
  const learners = (edition: Edition) =>
    read(dir, `${edition}/demo-learners.json`, z.array(DemoLearnerSchema));
  const software = read(dir, 'shared/software-catalogue.json', CatalogueSchema);
  const demoLearners = [...learners('study'), ...learners('pro')];
  const known = new Set(software.map((entry) => entry.slug));
  for (const { user, softwareSlugs } of demoLearners) {
    const unknown = softwareSlugs.filter((slug) => !known.has(slug));
    if (unknown.length > 0)
      throw new Error(`${dir}: ${user.email} chose unknown software ${unknown.join(', ')}`);
  }
  const flows = {
    study: read(dir, 'study/flows.json', FlowListSchema),
    pro: read(dir, 'pro/flows.json', FlowListSchema),
  };
  return {
    ...loadDemoAccess(dir),
    software,
    flows,
    demoLearners,
    learning: loadLearningContent(dir, flows, known, options),
  };
}

/** Only the demo's institutions and keys: two small files, for the operator commands. */
export function loadDemoAccess(dir: string = CONTENT_DIR): DemoAccess {
  const { first, count } = read(dir, 'shared/licence-keys.json', LicenceKeyRangeSchema);
  return {
    institutions: read(dir, 'shared/institutions.json', InstitutionsSchema),
    licenceKeys: Array.from({ length: count }, (_, index) => String(first + index)),
  };
}
