import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { awardBadges } from '../badges/award-badges';
import { badgePayload } from '../badges/badge-payload';
import { badgesOf } from '../badges/badge-queries';
import { STEP_PATH, type StepParams, stepAt } from '../steps/step-address';
import { toggleFavourite } from './favourite-queries';
import { favouritesPayload } from './favourites-payload';

/** API-22 and API-25 (signed-in scope). */
export function registerFavouriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, env } = ctx;

  app.get('/users/favourites', async (request) => ({
    favourites: await favouritesPayload(db, env.EDITION, request.currentUserId),
  }));

  app.post<{ Params: StepParams }>(`${STEP_PATH}/toggle_favourite`, async (request) => {
    const placed = await stepAt(ctx, request);
    const userId = request.currentUserId;
    const at = ctx.now();
    const isFavourite = await db.transaction(async (tx) => {
      const now = await toggleFavourite(tx, userId, placed.step.id, at);
      if (now) await awardBadges(tx, { kind: 'favourite_added', userId, edition: env.EDITION, at });
      return now;
    });
    return {
      is_favourite: isFavourite,
      chapter_id: placed.chapter.id,
      step_id: placed.step.id,
      badges: (await badgesOf(db, userId)).map(badgePayload),
      favourites: await favouritesPayload(db, env.EDITION, userId),
    };
  });
}
