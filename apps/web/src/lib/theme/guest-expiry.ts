/**
 * How long a guest's accessibility setting stays in this browser after it was last chosen
 * (docs/decisions.md, "Settings before sign-in"). Imports nothing: vite-prerender.ts writes it into
 * the prerendered pages' start script, and Node loads that file without the workspace's packages.
 */
export const GUEST_SETTINGS_DAYS = 30;
export const GUEST_SETTINGS_MAX_AGE_MS = GUEST_SETTINGS_DAYS * 24 * 60 * 60 * 1000;

/**
 * Whether a copy last chosen at `chosenAt` is still kept at `now` (both ms since the epoch). A date
 * as far in the future (a clock put back since) counts as expired too, so no copy outlives the limit
 * by more than the clock's error; a missing or broken date is expired.
 */
export const guestCopyFresh = (chosenAt: number, now: number): boolean =>
  Math.abs(now - chosenAt) <= GUEST_SETTINGS_MAX_AGE_MS;
