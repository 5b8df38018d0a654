import { style } from '@vanilla-extract/css';
import { focusRing } from './styles/focus';
import { vars } from './theme/contract.css';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label output" "description description" "track track"',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  minWidth: 0,
});

export const label = style({ gridArea: 'label' });
export const description = style({ gridArea: 'description' });

export const output = style({
  gridArea: 'output',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/** The whole 44 px band is pressable; the visible rail is drawn by `rail` inside it. */
export const track = style({
  gridArea: 'track',
  position: 'relative',
  height: vars.size.target,
  marginInline: `calc(${vars.size.sliderThumb} / 2)`,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const rail = style({
  position: 'absolute',
  insetInline: 0,
  top: '50%',
  height: vars.size.sliderTrack,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  // The rail is a meaningful boundary, so it uses the strong border (>= 3:1).
  backgroundColor: vars.color.borderStrong,
});

export const fill = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '50%',
  height: vars.size.sliderTrack,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
});

export const thumb = style({
  top: '50%',
  width: vars.size.sliderThumb,
  height: vars.size.sliderThumb,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  border: `${vars.borderWidth.thick} solid ${vars.color.surfaceRaised}`,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-dragging]': { backgroundColor: vars.color.primaryHover },
    '&[data-focus-visible]': focusRing,
  },
});
