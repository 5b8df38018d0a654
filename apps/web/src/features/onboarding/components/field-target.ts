import type { StepErrors } from '../model/validation';

/** The id of the element around a wizard field, where the error summary's link leads. */
export const fieldTarget = (field: keyof StepErrors): string => `onboarding-${field}`;
