import type { Db } from '../db/client';
import type { Edition } from '../env';
import { softwareDashboardUrl } from '../flows/dashboard-urls';
import type { SoftwareRow } from '../software/software-queries';
import { editionAppSteps, type PlacedStep, placedStepUrl } from '../steps/step-queries';
import { essentialsOf, featuresOf, type TutorialStepRow } from './tutorial-queries';
import { essentialStepUrl, strategyStepUrl } from './tutorial-urls';

export type TutorialEntry =
  | { kind: 'essential'; url: string; step: TutorialStepRow }
  | { kind: 'strategy'; url: string; placed: PlacedStep };

/**
 * A product's tutorial (FAV-7): its Essentials, then its strategies, which are the edition's app
 * steps whose feature the product offers, in reading order (so grouped by chapter).
 */
export async function tutorialSequence(
  db: Db,
  edition: Edition,
  software: SoftwareRow,
): Promise<TutorialEntry[]> {
  const essentials = await essentialsOf(db, software.id);
  const offered = await featuresOf(db, software.id);
  const strategies = (await editionAppSteps(db, edition)).filter(
    ({ step }) => step.app !== null && offered.has(step.app.feature),
  );
  return [
    ...essentials.map((step) => ({
      kind: 'essential' as const,
      url: essentialStepUrl(software.slug, step.slug),
      step,
    })),
    ...strategies.map((placed) => ({
      kind: 'strategy' as const,
      url: strategyStepUrl(software.slug, placedStepUrl(placed)),
      placed,
    })),
  ];
}

/** CONTINUE inside a tutorial: the next entry, and after the last the product's dashboard tab. */
export function tutorialNextUrl(
  sequence: readonly TutorialEntry[],
  currentUrl: string,
  edition: Edition,
  softwareSlug: string,
): string {
  const at = sequence.findIndex((entry) => entry.url === currentUrl);
  return sequence[at + 1]?.url ?? softwareDashboardUrl(edition, softwareSlug);
}
