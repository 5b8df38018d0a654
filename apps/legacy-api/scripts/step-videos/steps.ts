import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FlowListSchema } from '../../src/flows/flow-content';
import { readContentFile } from '../../src/seed/read-content-file';
import { CatalogueSchema } from '../../src/software/catalogue-entry';
import { essentialMediaBase, flowStepMediaBase } from '../../src/steps/step-media';

/** Essentials belong to no flow: a neutral slate (white text on it: 9.9:1). */
export const TUTORIAL_BACKGROUND = '#37474F';

/** One video to make: where its files go (under the media folder, without extension) and what it says. */
export interface VideoJob {
  base: string;
  name: string;
  label: string;
  background: string;
  narration: string;
}

export interface JobList {
  jobs: VideoJob[];
  /** Files that could not be read: their steps are left out, and nothing of theirs is pruned. */
  problems: string[];
}

// Only what the video needs: the seed's own check (npm test) holds the files to every other rule,
// so one writer's half-finished field elsewhere in a file does not stop every video.
const VidStepSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().trim().min(1),
  type: z.literal('vid'),
  narration: z.string().trim().min(1),
});
const StepsFileSchema = z.object({ steps: z.array(z.object({ type: z.string() }).loose()) });

function vidSteps(dir: string, file: string, problems: string[]) {
  let steps: z.infer<typeof StepsFileSchema>['steps'];
  try {
    steps = readContentFile(dir, file, StepsFileSchema).steps;
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return [];
  }
  return steps.flatMap((step, index) => {
    if (step.type !== 'vid') return [];
    const result = VidStepSchema.safeParse(step);
    if (result.success) return [result.data];
    const issue = result.error.issues[0];
    problems.push(`${path.join(dir, file)}: steps.${index}.${issue?.path.join('.')}: ${issue?.message}`);
    return [];
  });
}

/** Every vid step of both editions' chapters (in flows.json order) and of every product's Essentials. */
export function listVideoJobs(dir: string): JobList {
  const problems: string[] = [];
  const jobs: VideoJob[] = [];
  for (const edition of ['study', 'pro'] as const) {
    for (const flow of readContentFile(dir, `${edition}/flows.json`, FlowListSchema)) {
      for (const module of flow.modules) {
        for (const chapter of module.chapters) {
          const file = `${edition}/steps/${flow.slug}/${module.slug}/${chapter.slug}.yaml`;
          if (!existsSync(path.join(dir, file))) continue;
          for (const step of vidSteps(dir, file, problems)) {
            jobs.push({
              base: flowStepMediaBase(edition, flow.slug, module.slug, chapter.slug, step.slug),
              name: step.name,
              label: `${flow.name} · ${chapter.name}`,
              background: flow.colors.primary,
              narration: step.narration,
            });
          }
        }
      }
    }
  }
  const names = new Map(
    readContentFile(dir, 'shared/software-catalogue.json', CatalogueSchema).map((entry) => [
      entry.slug,
      entry.name,
    ]),
  );
  const tutorials = path.join(dir, 'shared/tutorials');
  const files = existsSync(tutorials) ? readdirSync(tutorials).filter((file) => file.endsWith('.yaml')) : [];
  for (const file of files.sort()) {
    const software = file.replace(/\.yaml$/, '');
    for (const step of vidSteps(dir, `shared/tutorials/${file}`, problems)) {
      jobs.push({
        base: essentialMediaBase(software, step.slug),
        name: step.name,
        label: `${names.get(software) ?? software} · Essentials`,
        background: TUTORIAL_BACKGROUND,
        narration: step.narration,
      });
    }
  }
  return { jobs, problems };
}
