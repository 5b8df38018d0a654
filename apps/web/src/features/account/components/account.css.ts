import { vars } from '@studyflow/ui/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A card (a Stack). The account area lays them out as Tiles at 14 body-text widths each: fewer,
 * wider columns as the learner's text size grows, instead of words breaking inside narrow cards.
 */
export const card = style({
  minWidth: 0,
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const avatarWrap = style({ position: 'relative', alignSelf: 'flex-start' });

/** The edit badge sits on the avatar's lower right edge, clear of the initials. */
export const editBadge = style({
  position: 'absolute',
  right: `calc(-1 * ${vars.space['8']})`,
  bottom: `calc(-1 * ${vars.space['1']})`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const details = style({ margin: 0 });

globalStyle(`${details} dt`, {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'break-word' });

export const email = style({ overflowWrap: 'break-word' });

export const muted = style({ color: vars.color.textMuted });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0 });

/** A message that takes focus when it appears (a failed download): the ring shows where focus went. */
export const focusTarget = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const bulleted = style({ margin: 0, paddingInlineStart: vars.space['6'] });
