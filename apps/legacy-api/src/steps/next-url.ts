import type { Db } from '../db/client';
import type { Edition } from '../env';
import { favouriteStepIds } from '../favourites/favourite-queries';
import { dashboardUrl, flowDashboardUrl } from '../flows/dashboard-urls';
import { favouriteStepUrl } from '../flows/flow-urls';
import { flowSteps, type PlacedStep, placedStepUrl, stepsById } from './step-queries';

/**
 * CONTINUE in a flow (STP-7): the next step of the chapter, else the first of the next chapter,
 * else of the next module; after the flow's last step, the flow's dashboard (docs/decisions.md).
 */
export async function flowNextUrl(db: Db, edition: Edition, current: PlacedStep): Promise<string> {
  const sequence = await flowSteps(db, current.flow.id);
  const at = sequence.findIndex(({ step }) => step.id === current.step.id);
  const next = sequence[at + 1];
  return next === undefined ? flowDashboardUrl(edition, current.flow.slug) : placedStepUrl(next);
}

/**
 * CONTINUE among favourites (FAV-1): the learner's next favourite in reading order after this step
 * (which need not be a favourite any more), under `/favourites`; after the last, the dashboard.
 */
export async function favouritesNextUrl(
  db: Db,
  edition: Edition,
  userId: number,
  current: PlacedStep,
): Promise<string> {
  const favourites = await favouriteStepIds(db, userId);
  const sequence = await stepsById(db, edition, [...favourites, current.step.id]);
  const at = sequence.findIndex(({ step }) => step.id === current.step.id);
  const next = sequence.slice(at + 1).find(({ step }) => favourites.has(step.id));
  return next === undefined ? dashboardUrl(edition) : favouriteStepUrl(placedStepUrl(next));
}
