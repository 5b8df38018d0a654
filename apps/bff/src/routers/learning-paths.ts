import type { StepAddressInput } from '@studyflow/contracts/learning';

/**
 * Upstream paths built from slugs the input schemas have already checked (SlugSchema: one safe
 * segment each); every segment is encoded all the same, so no value can ever add a path level.
 */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

/** API-21: the step's upstream path; the other step calls add a last segment. */
export const stepPath = (input: StepAddressInput): string =>
  `/flows/${segment(input.flowSlug)}/learning_modules/${segment(input.learningModuleSlug)}` +
  `/chapters/${segment(input.chapterSlug)}/steps/${segment(input.stepSlug)}`;
