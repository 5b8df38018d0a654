/** FAV-6: an Essentials step of a product's tutorial. */
export const essentialStepUrl = (softwareSlug: string, stepSlug: string): string =>
  `/tutorials/${softwareSlug}/essentials/${stepSlug}`;

/** FAV-6: a strategies step (an app step of a flow) inside a product's tutorial. */
export const strategyStepUrl = (softwareSlug: string, stepPath: string): string =>
  `/tutorials/${softwareSlug}${stepPath}`;
