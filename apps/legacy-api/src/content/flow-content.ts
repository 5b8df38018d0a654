/**
 * The shape of the learning content we write and seed: flows (study edition) or learning paths
 * (Pro edition), their modules and chapter summaries. Steps arrive with the learning work.
 */
export interface ChapterContent {
  slug: string;
  name: string;
  /** Estimated minutes to work through the chapter. */
  minutes: number;
}

export interface ModuleContent {
  slug: string;
  name: string;
  /** One plain-English sentence: what the learner gets from the module. */
  description: string;
  chapters: readonly ChapterContent[];
}

export interface FlowContent {
  slug: string;
  name: string;
  /**
   * primary: accents and fills under white text; secondary: a light tint under dark text;
   * tab: the darker shade of an active tab. Contrast is checked in flow-content.test.ts.
   */
  colors: { primary: string; secondary: string; tab: string };
  modules: readonly ModuleContent[];
}

export const moduleUrl = (flowSlug: string, moduleSlug: string): string =>
  `/flows/${flowSlug}/learning_modules/${moduleSlug}`;

export const chapterUrl = (flowSlug: string, moduleSlug: string, chapterSlug: string): string =>
  `${moduleUrl(flowSlug, moduleSlug)}/chapters/${chapterSlug}`;
