import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/**
 * Where a player loads when asked for (VideoPlayerOnRequest): the empty player's own shape (16:9,
 * the player's sunken surface and corners) with its button in the middle, so nothing moves when
 * the player arrives in its place.
 */
export const waiting = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  aspectRatio: '16 / 9',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

/** The player once asked for: focus lands on it (not in the tab order), drawn as the page's ring. */
export const frame = style({ width: '100%', margin: 0, borderRadius: vars.radius.lg });
