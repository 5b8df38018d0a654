import { loadSeedContent } from '../seed/seed-content';

/** The seed's data files as tests compare against them: read through the seed's own loader and checks. */
const content = loadSeedContent();

export const STUDY_FLOWS = content.flows.study;
export const PRO_PATHS = content.flows.pro;
export const FLOW_CONTENT = content.flows;
export const SOFTWARE_CATALOGUE = content.software;
export const DEMO_LEARNERS = content.demoLearners;
export const LICENCE_KEYS = content.licenceKeys;
export const LEARNING_CONTENT = content.learning;

/**
 * A module's whole time in seconds, as GET /flows shows it before any step is done: its steps'
 * minutes, or a chapter's estimate while the chapter has no steps.
 */
export function moduleSeconds(edition: 'study' | 'pro', flowSlug: string, moduleSlug: string): number {
  const module = content.flows[edition]
    .find((flow) => flow.slug === flowSlug)
    ?.modules.find((candidate) => candidate.slug === moduleSlug);
  if (!module) throw new Error(`no module ${flowSlug}/${moduleSlug}`);
  return module.chapters.reduce((sum, chapter) => {
    const written = content.learning.chapters.find(
      (entry) =>
        entry.edition === edition &&
        entry.flowSlug === flowSlug &&
        entry.moduleSlug === moduleSlug &&
        entry.chapterSlug === chapter.slug,
    );
    const minutes = written
      ? written.steps.reduce((total, step) => total + step.content.minutes, 0)
      : chapter.minutes;
    return sum + minutes * 60;
  }, 0);
}
