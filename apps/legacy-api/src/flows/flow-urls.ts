/** The web's addresses of a module and a chapter, which the flow payload hands out as `url`. */
export const moduleUrl = (flowSlug: string, moduleSlug: string): string =>
  `/flows/${flowSlug}/learning_modules/${moduleSlug}`;

export const chapterUrl = (flowSlug: string, moduleSlug: string, chapterSlug: string): string =>
  `${moduleUrl(flowSlug, moduleSlug)}/chapters/${chapterSlug}`;

export const stepUrl = (
  flowSlug: string,
  moduleSlug: string,
  chapterSlug: string,
  stepSlug: string,
): string => `${chapterUrl(flowSlug, moduleSlug, chapterSlug)}/steps/${stepSlug}`;

/** FAV-1: a favourite step is opened under `/favourites`, so CONTINUE walks the favourites. */
export const favouriteStepUrl = (stepPath: string): string => `/favourites${stepPath}`;
