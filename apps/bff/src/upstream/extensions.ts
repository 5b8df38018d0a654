import type { UpstreamExtension } from '@studyflow/contracts/errors';

/**
 * Upstream calls the specification's call tables do not list: our own legacy-api answers them, an
 * upstream written from the specification alone need not (docs/upstream-api.md, "Extensions"). A
 * call that names one here and is answered 404, 405 or 501 fails as `feature_missing`, which the
 * web reads as UPSTREAM_FEATURE_MISSING and each feature answers in its own way (below).
 *
 * Only calls where a 404 can mean nothing but "no such route" are marked: a DELETE of a block by id
 * answers 404 for a block that is gone, so it is left unmarked (the planner that needs it never runs
 * against an upstream without its list).
 */
export const UPSTREAM_EXTENSION_CALLS = {
  /** `GET /auth/reset_password/check`: the reset page shows the form and lets the PUT decide. */
  resetLinkCheck: 'GET /auth/reset_password/check',
  /** `POST /progress_steps/video_watched` (STP-11's path is not shown): the BFF completes the step instead. */
  videoWatched: 'POST /progress_steps/video_watched',
  /** `PUT <step>/video_position`: the place is kept in this browser only, and no longer sent. */
  videoPosition: 'PUT /flows/…/steps/…/video_position',
  /** `GET` and `POST /users/apps/planner…`: the week is kept in this browser, and the page says so. */
  planner: 'GET /users/apps/planner, POST /users/apps/planner/blocks',
  /** `DELETE /users`: the account stays, and the web points the learner to support to ask. */
  accountDelete: 'DELETE /users',
} as const satisfies Record<UpstreamExtension, string>;

export type { UpstreamExtension };

/** What an upstream without a route answers: no route (404), not this method (405), not built (501). */
export const MISSING_ROUTE_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);
