import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

/** One shortcut: its key, then what it does and its Change button, wrapping at narrow widths. */
export const entry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const keys = style({ minWidth: vars.size.target, margin: 0 });

export const does = style({ flex: '1 1 12rem', margin: 0 });

export const kbd = style({
  display: 'inline-block',
  minWidth: vars.size.targetMin,
  paddingInline: vars.space['2'],
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
});

export const checkbox = style({
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  accentColor: vars.color.primary,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });
