import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { visuallyHiddenRule } from '@studyflow/ui/visually-hidden.css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/**
 * On narrow screens (a phone, 200 % zoom) the switch keeps its icon, its written state and its
 * accessible name, so the bar stays one row.
 */
export const label = style({
  '@media': { [media.atMost('journal')]: visuallyHiddenRule },
});

/** The label (hidden on narrow screens) and the state sit together, one gap from the icon. */
export const words = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

/** Below 375 px the bar is one row only if the switch gives up some of its side padding. */
export const fit = style({ display: 'contents' });
globalStyle(`${fit} > button`, {
  '@media': { [media.atMost('xs')]: { paddingInline: vars.space['2'] } },
});

const stateBase = style({
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.primary}`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  textDecoration: 'none',
});

/** The state in a word, and in shape too: a filled pill when on, an outline when off. */
export const state = styleVariants({
  on: [stateBase, { backgroundColor: vars.color.primary, color: vars.color.onPrimary }],
  off: [stateBase, { backgroundColor: 'transparent', color: vars.color.primary }],
});
