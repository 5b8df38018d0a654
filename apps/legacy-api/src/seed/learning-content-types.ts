import type { Edition } from '../env';
import type { StepContent } from '../steps/step-content';
import type { StepMedia } from '../steps/step-media';
import type { AtFeaturesContent, EssentialStepContent } from '../tutorials/tutorial-content';

/** A step as written, with the `/uploads` addresses of its media when it is a vid step. */
export interface LoadedStep<T = StepContent> {
  content: T;
  media: StepMedia | null;
}

export interface ChapterSteps {
  edition: Edition;
  flowSlug: string;
  moduleSlug: string;
  chapterSlug: string;
  steps: LoadedStep[];
}

export interface Essentials {
  softwareSlug: string;
  steps: LoadedStep<EssentialStepContent>[];
}

export interface LearningContent {
  /** Chapters with a steps file, in flows.json order; a chapter without one has no steps yet. */
  chapters: ChapterSteps[];
  essentials: Essentials[];
  atFeatures: AtFeaturesContent;
}
