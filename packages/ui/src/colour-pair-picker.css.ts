import { style } from '@vanilla-extract/css';
import { focusRing } from './styles/focus';
import { vars } from './theme/contract.css';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.space['20']}, 1fr))`,
  gap: vars.space['2'],
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thick} solid transparent`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    // Chosen: a thick primary frame plus a tick in the sample, not colour alone.
    '&[data-selected]': { borderColor: vars.color.primary, fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': focusRing,
  },
});

/** The sample shows the pair itself: "Aa" in the text colour on the background colour. */
export const sample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.swatch,
  height: vars.size.swatch,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const custom = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.size.popoverMin}, 1fr))`,
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const colourField = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const colourRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const colourInput = style({
  width: vars.size.target,
  height: vars.size.target,
  padding: vars.space['1'],
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const hex = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const preview = style({
  gridColumn: '1 / -1',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const verdict = style({
  gridColumn: '1 / -1',
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
});

export const warning = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

export const ok = style({ color: vars.color.success });
