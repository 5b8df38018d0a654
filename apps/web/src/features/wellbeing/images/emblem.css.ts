import { forcedColours } from '@studyflow/ui/styles/forced-colours';
import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

/** A service's emblem: its initials on a soft disc, in the theme's colours (as the landing's portraits). */
export const emblem = style({
  display: 'block',
  width: vars.space['16'],
  height: vars.space['16'],
  flexShrink: 0,
});

/** Forced colours (Windows high contrast) leave SVG paint alone: the emblem takes the system's. */
export const disc = style({
  fill: vars.color.primarySoft,
  stroke: vars.color.primary,
  strokeWidth: 2,
  '@media': { [media.forcedColors]: forcedColours.svgBody },
});

export const initials = style({
  fill: vars.color.primary,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.forcedColors]: forcedColours.svgText },
});
