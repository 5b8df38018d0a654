import type { FavouriteFlow } from '@studyflow/contracts/favourites';
import type { StepAddressInput, StepSummary } from '@studyflow/contracts/learning';
import { routes } from '../../config/paths';

export interface FavouriteStep {
  step: StepSummary;
  address: StepAddressInput;
  /** FAV-1: `/favourites` followed by the step's address. */
  href: string;
}

/** Every favourite step of a flow, in the flow's order of modules, chapters and steps. */
export function favouriteStepsOf(flow: FavouriteFlow): FavouriteStep[] {
  return flow.learningModules.flatMap((module) =>
    module.chapters.flatMap((chapter) =>
      chapter.steps.map((step) => {
        const address = {
          flowSlug: flow.slug,
          learningModuleSlug: module.slug,
          chapterSlug: chapter.slug,
          stepSlug: step.slug,
        };
        return { step, address, href: routes.favouriteStep.href(address) };
      }),
    ),
  );
}

/** FAV-2: the first favourite step, where /favourites leads. */
export const firstFavourite = (flows: readonly FavouriteFlow[]): FavouriteStep | null =>
  flows.flatMap(favouriteStepsOf)[0] ?? null;

export const sameStep = (a: StepAddressInput, b: StepAddressInput): boolean =>
  a.flowSlug === b.flowSlug &&
  a.learningModuleSlug === b.learningModuleSlug &&
  a.chapterSlug === b.chapterSlug &&
  a.stepSlug === b.stepSlug;
