import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Edition } from '../env';
import type { FlowContent } from '../flows/flow-content';
import { ChapterStepsFileSchema } from '../steps/step-content';
import { essentialMediaBase, flowStepMediaBase, type MediaCheck, stepMedia } from '../steps/step-media';
import {
  type AtFeaturesContent,
  AtFeaturesFileSchema,
  EssentialsFileSchema,
} from '../tutorials/tutorial-content';
import { checkLinks, knownAddresses } from './content-links';
import type { ChapterSteps, Essentials, LearningContent } from './learning-content-types';
import { readContentFile } from './read-content-file';

export interface LearningContentOptions {
  /** Where and how strictly vid steps' files are looked for (step-media.ts). */
  media: MediaCheck;
}

const EDITIONS: readonly Edition[] = ['study', 'pro'];

/** Every `.yaml` file under `dir`, as paths relative to it with `/` separators. */
function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

function loadChapters(
  dir: string,
  edition: Edition,
  flows: readonly FlowContent[],
  media: MediaCheck,
): ChapterSteps[] {
  const stepsDir = `${edition}/steps`;
  const expected = new Set<string>();
  const chapters: ChapterSteps[] = [];
  for (const flow of flows) {
    for (const module of flow.modules) {
      for (const chapter of module.chapters) {
        const relative = `${flow.slug}/${module.slug}/${chapter.slug}.yaml`;
        expected.add(relative);
        const file = `${stepsDir}/${relative}`;
        if (!existsSync(path.join(dir, file))) continue;
        const { steps } = readContentFile(dir, file, ChapterStepsFileSchema);
        chapters.push({
          edition,
          flowSlug: flow.slug,
          moduleSlug: module.slug,
          chapterSlug: chapter.slug,
          steps: steps.map((step, index) => ({
            content: step,
            media:
              step.type === 'vid'
                ? stepMedia(
                    flowStepMediaBase(edition, flow.slug, module.slug, chapter.slug, step.slug),
                    media,
                    `${path.join(dir, file)}: steps.${index}`,
                  )
                : null,
          })),
        });
      }
    }
  }
  // A file no chapter points at would never be seeded: a renamed chapter or a typo in a folder.
  for (const file of yamlFiles(path.join(dir, stepsDir))) {
    if (!expected.has(file)) {
      throw new Error(`${path.join(dir, stepsDir, file)}: no such chapter in ${edition}/flows.json`);
    }
  }
  return chapters;
}

function loadEssentials(dir: string, softwareSlugs: ReadonlySet<string>, media: MediaCheck): Essentials[] {
  return yamlFiles(path.join(dir, 'shared/tutorials')).map((file) => {
    const softwareSlug = file.replace(/\.yaml$/, '');
    const full = `shared/tutorials/${file}`;
    if (!softwareSlugs.has(softwareSlug)) {
      throw new Error(`${path.join(dir, full)}: ${softwareSlug} is not in shared/software-catalogue.json`);
    }
    const { steps } = readContentFile(dir, full, EssentialsFileSchema);
    return {
      softwareSlug,
      steps: steps.map((step, index) => ({
        content: step,
        media:
          step.type === 'vid'
            ? stepMedia(
                essentialMediaBase(softwareSlug, step.slug),
                media,
                `${path.join(dir, full)}: steps.${index}`,
              )
            : null,
      })),
    };
  });
}

function loadAtFeatures(dir: string, softwareSlugs: ReadonlySet<string>): AtFeaturesContent {
  const file = 'shared/at-features.yaml';
  if (!existsSync(path.join(dir, file))) return {};
  const { features } = readContentFile(dir, file, AtFeaturesFileSchema);
  for (const [feature, entry] of Object.entries(features)) {
    for (const slug of Object.keys(entry?.products ?? {})) {
      if (!softwareSlugs.has(slug)) {
        throw new Error(
          `${path.join(dir, file)}: features.${feature}.products.${slug}: not in shared/software-catalogue.json`,
        );
      }
    }
  }
  return features;
}

/**
 * The lessons: every chapter's steps file, the products' Essentials and the AT features, checked
 * across files (a file without its chapter, an unknown product, an app step's feature no product
 * offers, a link that leads nowhere, a vid step without its video or subtitles).
 */
export function loadLearningContent(
  dir: string,
  flows: Record<Edition, readonly FlowContent[]>,
  softwareSlugs: ReadonlySet<string>,
  options: LearningContentOptions,
): LearningContent {
  const chapters = EDITIONS.flatMap((edition) => loadChapters(dir, edition, flows[edition], options.media));
  const essentials = loadEssentials(dir, softwareSlugs, options.media);
  const atFeatures = loadAtFeatures(dir, softwareSlugs);
  for (const edition of EDITIONS) {
    const own = chapters.filter((chapter) => chapter.edition === edition);
    const known = knownAddresses(flows[edition], own, essentials);
    for (const chapter of own) {
      const where = path.join(
        dir,
        edition,
        'steps',
        chapter.flowSlug,
        chapter.moduleSlug,
        `${chapter.chapterSlug}.yaml`,
      );
      checkLinks({ where, steps: chapter.steps }, known);
      for (const [index, { content }] of chapter.steps.entries()) {
        if (
          content.type === 'app' &&
          Object.keys(atFeatures[content.app.feature]?.products ?? {}).length === 0
        ) {
          throw new Error(
            `${where}: steps.${index}.app.feature: no product offers ${content.app.feature} in shared/at-features.yaml`,
          );
        }
      }
    }
  }
  // Essentials serve both editions: a link there may lead into either.
  const everywhere = new Set(
    EDITIONS.flatMap((edition) => [...knownAddresses(flows[edition], chapters, essentials)]),
  );
  for (const { softwareSlug, steps } of essentials) {
    checkLinks({ where: path.join(dir, 'shared/tutorials', `${softwareSlug}.yaml`), steps }, everywhere);
  }
  return { chapters, essentials, atFeatures };
}
