import { ToggleFavouriteOutputSchema } from '@studyflow/contracts/favourites';
import {
  CompletionSchema,
  GetStepInputSchema,
  SaveVideoPositionInputSchema,
  StepAddressInputSchema,
  StepAnswerSchema,
  VideoPositionSchema,
} from '@studyflow/contracts/learning';
import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init';
import { fromUpstream, isFeatureMissing } from '../trpc/upstream-call';
import { stepPath } from './learning-paths';

/** One step: open it, complete it, favourite it, and keep its video's place (API-21 to API-24). */
export const stepsRouter = {
  /** STP-9: the view and tutorial context travel as query parameters; tracking only when asked. */
  get: publicProcedure.input(GetStepInputSchema).query(({ ctx, input }) => {
    const { view, software, sectionSlug, softwareSlug, trackSession } = input;
    const query = {
      view,
      software,
      sectionSlug,
      softwareSlug,
      trackSession: trackSession === true || undefined,
    };
    return fromUpstream(ctx, { method: 'GET', path: stepPath(input), query }, StepAnswerSchema);
  }),

  /** STP-10, STP-12: idempotent; the answer refreshes progress and badges on screen. */
  complete: publicProcedure
    .input(StepAddressInputSchema)
    .mutation(({ ctx, input }) =>
      fromUpstream(ctx, { method: 'POST', path: `${stepPath(input)}/complete` }, CompletionSchema),
    ),

  /** FAV-4. */
  toggleFavourite: publicProcedure
    .input(StepAddressInputSchema)
    .mutation(({ ctx, input }) =>
      fromUpstream(
        ctx,
        { method: 'POST', path: `${stepPath(input)}/toggle_favourite` },
        ToggleFavouriteOutputSchema,
      ),
    ),

  /**
   * STP-11: the path is ours (docs/decisions.md), so an extension; API-24 names the module
   * `sectionSlug`. Watching completes a video step, so an upstream without the path gets the
   * specification's own completion call instead, and answers the same.
   */
  videoWatched: publicProcedure.input(StepAddressInputSchema).mutation(async ({ ctx, input }) => {
    const body = {
      flowSlug: input.flowSlug,
      sectionSlug: input.learningModuleSlug,
      chapterSlug: input.chapterSlug,
      stepSlug: input.stepSlug,
    };
    const watched = {
      method: 'POST',
      path: '/progress_steps/video_watched',
      body,
      extension: 'videoWatched',
    } as const;
    try {
      return await fromUpstream(ctx, watched, CompletionSchema);
    } catch (error) {
      if (!isFeatureMissing(error)) throw error;
      return fromUpstream(ctx, { method: 'POST', path: `${stepPath(input)}/complete` }, CompletionSchema);
    }
  }),

  /**
   * Where the video was left, so another device resumes there; the web debounces it. An extension:
   * without it upstream the web stops sending and keeps the place in the browser only.
   */
  savePosition: publicProcedure.input(SaveVideoPositionInputSchema).mutation(({ ctx, input }) => {
    const call = {
      method: 'PUT',
      path: `${stepPath(input)}/video_position`,
      body: { seconds: input.seconds },
      extension: 'videoPosition',
    } as const;
    return fromUpstream(ctx, call, VideoPositionSchema);
  }),
} satisfies TRPCRouterRecord;
