import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { notFound } from '../http/errors';
import { STEP_MESSAGES } from './step-messages';
import { findStep, type PlacedStep } from './step-queries';

/** The step path's parameters, as every step call names them. */
export const STEP_PATH = '/flows/:flow/learning_modules/:module/chapters/:chapter/steps/:step';

export type StepParams = { flow: string; module: string; chapter: string; step: string };

/** The edition's step at the request's path, or 404 `{ msg: "Step not found." }`. */
export async function stepAt(
  { db, env }: AppContext,
  request: FastifyRequest<{ Params: StepParams }>,
): Promise<PlacedStep> {
  const { flow, module, chapter, step } = request.params;
  const placed = await findStep(db, env.EDITION, {
    flowSlug: flow,
    moduleSlug: module,
    chapterSlug: chapter,
    stepSlug: step,
  });
  if (placed === undefined) throw notFound(STEP_MESSAGES.stepNotFound);
  return placed;
}
