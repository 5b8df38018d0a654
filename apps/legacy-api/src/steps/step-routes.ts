import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { awardBadges } from '../badges/award-badges';
import { badRequest, notFound, unprocessable } from '../http/errors';
import { FIELD_ERRORS } from '../http/field-errors';
import { parseParams } from '../http/params';
import {
  markCompleted,
  markVisited,
  progressStepFor,
  saveVideoPosition,
} from '../progress/progress-step-queries';
import { findSoftwareBySlug, type SoftwareRow } from '../software/software-queries';
import { tutorialNextUrl, tutorialSequence } from '../tutorials/tutorial-sequence';
import { strategyStepUrl } from '../tutorials/tutorial-urls';
import { favouritesNextUrl, flowNextUrl } from './next-url';
import { STEP_PATH, type StepParams, stepAt } from './step-address';
import { completionAnswer, stepAnswer } from './step-answer';
import { STEP_MESSAGES } from './step-messages';
import { findStep, type PlacedStep, placedStepUrl } from './step-queries';

/** STP-9: the context a step is seen in. `software` and `software_slug` both name a tutorial's product. */
const StepQuery = z.object({
  view: z.enum(['flows', 'favourites', 'tutorials']).optional(),
  software: z.string().max(100).optional(),
  software_slug: z.string().max(100).optional(),
  /** FAV-6's `sections/:sectionSlug` form names the module; the path's module decides. */
  section_slug: z.string().max(100).optional(),
  track_session: z.enum(['true', 'false']).optional(),
});

/** The longest video position we keep: a day, far past any step's video. */
const MAX_POSITION_SECONDS = 86_400;

const PositionBody = z.object({ seconds: z.unknown() });

const VideoWatchedBody = z.object({
  flow_slug: z.string().max(100),
  section_slug: z.string().max(100),
  chapter_slug: z.string().max(100),
  step_slug: z.string().max(100),
});

/** The step in a product's tutorial view (FAV-6): 404 for an unknown product or a step not in it. */
async function inTutorial(ctx: AppContext, placed: PlacedStep, slug: string | undefined) {
  if (slug === undefined) throw badRequest('param is missing or the value is empty: software_slug');
  const software = await findSoftwareBySlug(ctx.db, slug);
  if (software === undefined) throw notFound(STEP_MESSAGES.softwareNotFound);
  const sequence = await tutorialSequence(ctx.db, ctx.env.EDITION, software);
  const url = strategyStepUrl(software.slug, placedStepUrl(placed));
  if (!sequence.some((entry) => entry.url === url)) throw notFound(STEP_MESSAGES.stepNotFound);
  return { software, url, nextUrl: tutorialNextUrl(sequence, url, ctx.env.EDITION, software.slug) };
}

/** Completes the step and weighs the badges in one transaction; completing again changes nothing. */
async function complete(ctx: AppContext, userId: number, placed: PlacedStep) {
  const at = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const record = await progressStepFor(tx, userId, placed.step.id);
    if (await markCompleted(tx, record.id, at)) {
      await awardBadges(tx, { kind: 'step_completed', userId, edition: ctx.env.EDITION, at });
    }
    return progressStepFor(tx, userId, placed.step.id);
  });
  return completionAnswer(ctx, userId, placed, row);
}

/** API-21, API-23, API-24 and the video position (signed-in scope). */
export function registerStepRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, env } = ctx;

  app.get<{ Params: StepParams }>(STEP_PATH, async (request) => {
    const query = parseParams(StepQuery, request.query);
    const placed = await stepAt(ctx, request);
    const userId = request.currentUserId;
    let view: { url?: string; nextUrl: string; software?: SoftwareRow };
    if (query.view === 'tutorials')
      view = await inTutorial(ctx, placed, query.software_slug ?? query.software);
    else if (query.view === 'favourites')
      view = { nextUrl: await favouritesNextUrl(db, env.EDITION, userId, placed) };
    else view = { nextUrl: await flowNextUrl(db, env.EDITION, placed) };
    const row = await progressStepFor(db, userId, placed.step.id);
    if (query.track_session === 'true') await markVisited(db, row.id, ctx.now());
    return stepAnswer(ctx, userId, placed, row, view);
  });

  app.post<{ Params: StepParams }>(`${STEP_PATH}/complete`, async (request) =>
    complete(ctx, request.currentUserId, await stepAt(ctx, request)),
  );

  // STP-11: the path is ours (docs/decisions.md); a video step reported watched is completed.
  app.post('/progress_steps/video_watched', async (request) => {
    const body = parseParams(VideoWatchedBody, request.body);
    const placed = await findStep(db, env.EDITION, {
      flowSlug: body.flow_slug,
      moduleSlug: body.section_slug,
      chapterSlug: body.chapter_slug,
      stepSlug: body.step_slug,
    });
    if (placed === undefined) throw notFound(STEP_MESSAGES.stepNotFound);
    if (placed.step.pageType !== 'vid') throw unprocessable({ msg: STEP_MESSAGES.notAVideo });
    return complete(ctx, request.currentUserId, placed);
  });

  // Where the learner left a video, so another device resumes there (VID-5 decides whether to).
  app.put<{ Params: StepParams }>(`${STEP_PATH}/video_position`, async (request) => {
    const { seconds } = parseParams(PositionBody, request.body);
    if (seconds === undefined) throw badRequest('param is missing or the value is empty: seconds');
    const placed = await stepAt(ctx, request);
    if (typeof seconds !== 'number' || !Number.isFinite(seconds)) {
      throw unprocessable({ errors: { seconds: [FIELD_ERRORS.notANumber] } });
    }
    if (seconds < 0) throw unprocessable({ errors: { seconds: [FIELD_ERRORS.atLeast(0)] } });
    if (seconds > MAX_POSITION_SECONDS) {
      throw unprocessable({ errors: { seconds: [FIELD_ERRORS.atMost(MAX_POSITION_SECONDS)] } });
    }
    if (placed.step.pageType !== 'vid') throw unprocessable({ msg: STEP_MESSAGES.noVideoPosition });
    const row = await progressStepFor(db, request.currentUserId, placed.step.id);
    const whole = Math.floor(seconds);
    await saveVideoPosition(db, row.id, whole, ctx.now());
    return {
      progress_step: { id: row.id, step_id: row.stepId, completed: row.completed },
      video_position: whole,
    };
  });
}
