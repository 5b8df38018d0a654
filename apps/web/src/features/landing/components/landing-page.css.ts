import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** Columns: the words and the sample lesson side by side from 900 px, stacked below. */
export const hero = style({ paddingBlock: vars.space['4'] });

export const point = style({
  fontWeight: vars.fontWeight.medium,
});

export const tick = style({ color: vars.color.success });

/** A sample lesson card: decoration that shows what learning here looks like. */
export const preview = style({
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
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const step = style({
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
