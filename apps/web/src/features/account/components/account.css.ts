import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * As many columns as fit at 14 body-text widths each: the cards get fewer, wider columns as the
 * learner's text size grows, instead of words breaking inside narrow cards.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.fontSize.md} * 14)), 1fr))`,
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
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

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0 });

globalStyle(`${details} dt`, {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'break-word' });

export const email = style({ overflowWrap: 'break-word' });

export const muted = style({ color: vars.color.textMuted });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0 });

export const progressList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageCards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  '@media': {
    [media.atLeast('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
