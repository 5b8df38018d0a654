/** The web's addresses of a module and a chapter, which the flow payload hands out as `url`. */
export const moduleUrl = (flowSlug: string, moduleSlug: string): string =>
  `/flows/${flowSlug}/learning_modules/${moduleSlug}`;

export const chapterUrl = (flowSlug: string, moduleSlug: string, chapterSlug: string): string =>
  `${moduleUrl(flowSlug, moduleSlug)}/chapters/${chapterSlug}`;
