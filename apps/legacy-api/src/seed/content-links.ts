import type { FlowContent } from '../flows/flow-content';
import { chapterUrl, moduleUrl, stepUrl } from '../flows/flow-urls';
import { markdownLinks } from '../steps/markdown';
import type { StepContent } from '../steps/step-content';
import type { EssentialStepContent } from '../tutorials/tutorial-content';
import { essentialStepUrl } from '../tutorials/tutorial-urls';
import type { ChapterSteps, Essentials, LoadedStep } from './learning-content-types';

/** Every address inside the edition a content link may point at. */
export function knownAddresses(
  flows: readonly FlowContent[],
  chapters: readonly ChapterSteps[],
  essentials: readonly Essentials[],
) {
  const known = new Set<string>();
  for (const flow of flows) {
    for (const module of flow.modules) {
      known.add(moduleUrl(flow.slug, module.slug));
      for (const chapter of module.chapters) known.add(chapterUrl(flow.slug, module.slug, chapter.slug));
    }
  }
  for (const chapter of chapters) {
    for (const { content } of chapter.steps) {
      known.add(stepUrl(chapter.flowSlug, chapter.moduleSlug, chapter.chapterSlug, content.slug));
    }
  }
  for (const { softwareSlug, steps } of essentials) {
    for (const { content } of steps) known.add(essentialStepUrl(softwareSlug, content.slug));
  }
  return known;
}

export interface Checked {
  where: string;
  steps: readonly LoadedStep<StepContent | EssentialStepContent>[];
}

/** Links inside our own app (`/…`) must lead to a module, chapter or step that exists. */
export function checkLinks(checked: Checked, known: ReadonlySet<string>): void {
  for (const [index, { content }] of checked.steps.entries()) {
    for (const field of ['content', 'extra'] as const) {
      const source = content[field];
      if (source === undefined) continue;
      for (const href of markdownLinks(source)) {
        if (href.startsWith('/') && !known.has(href.split(/[?#]/)[0] ?? href)) {
          throw new Error(`${checked.where}: steps.${index}.${field}: link ${href} leads nowhere`);
        }
      }
    }
  }
}
