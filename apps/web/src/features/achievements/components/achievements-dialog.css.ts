import { vars } from '@studyflow/ui/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** A badge's tile (a Stack, centred) in the dialog's Tiles. */
const tile = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'center',
});

export const earned = style([tile, { backgroundColor: vars.color.surfaceRaised }]);
export const locked = style([tile, { backgroundColor: vars.color.surfaceSunken }]);

export const badge = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const medal = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['16'],
  height: vars.space['16'],
  borderRadius: vars.radius.pill,
});

export const medalIcon = style({ width: vars.space['10'], height: vars.space['10'] });

// Earned badges take one of four theme accents; locked ones are grey (and say so in words).
const tones = [
  [vars.color.primarySoft, vars.color.primary],
  [vars.color.accentSoft, vars.color.accent],
  [vars.color.successSurface, vars.color.success],
  [vars.color.infoSurface, vars.color.link],
] as const;
tones.forEach(([background, colour], index) => {
  globalStyle(`${earned} ${medal}[data-tone="${index}"]`, { backgroundColor: background, color: colour });
});
globalStyle(`${locked} ${medal}`, {
  backgroundColor: vars.color.border,
  color: vars.color.textMuted,
  filter: 'grayscale(1)',
});

export const name = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const status = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const statusEarned = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.success,
});

export const requirement = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});
