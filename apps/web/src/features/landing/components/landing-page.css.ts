import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'center',
  gap: vars.space['10'],
  paddingBlock: vars.space['4'],
  '@media': {
    [media.atLeast('lg')]: { gridTemplateColumns: '3fr 2fr', gap: vars.space['16'] },
  },
});

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const point = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
});

export const tick = style({ color: vars.color.success });

/** A sample lesson card: decoration that shows what learning here looks like. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const chip = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const previewTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const track = style({
  height: vars.space['2'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fill = style({
  width: '60%',
  height: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
});

export const previewMeta = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const stepDot = style({
  width: vars.space['3'],
  height: vars.space['3'],
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.primary}`,
  flexShrink: 0,
});

export const stepDone = style({ backgroundColor: vars.color.primary });
