import { style } from '@vanilla-extract/css';
import { focusRingInset } from './styles/focus';
import { forcedColours } from './styles/forced-colours';
import { vars } from './theme/contract.css';
import { media } from './theme/media';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` },
  },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  width: '100%',
  minHeight: vars.size.target,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingInset,
  },
  '@media': {
    [media.hover]: { selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } } },
    // Forced colours take the hover background away: the button keeps an edge of its own.
    [media.forcedColors]: forcedColours.edge,
  },
});

export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const panel = style({
  selectors: { '&[data-expanded]': { paddingBlock: vars.space['2'], paddingInline: vars.space['4'] } },
});

export const panelInner = style({ paddingBottom: vars.space['3'], maxWidth: vars.size.measure });
