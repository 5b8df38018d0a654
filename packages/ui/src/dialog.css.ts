import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';
import { media } from './theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['2']})` },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': {
    // Narrow screens: the dialog takes the full width with a small margin, so no part of it is off screen.
    [media.atMost('sm')]: { padding: vars.space['2'], alignItems: 'flex-end' },
    [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

export const modal = style({
  display: 'flex',
  width: '100%',
  maxHeight: `calc(100dvh - ${vars.space['8']})`,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

/** Dialog widths are tokens; `100%` of the overlay's padded box keeps them full width when narrow. */
export const width = styleVariants(vars.dialog, (value) => ({ maxWidth: value }));

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space['2'],
  minWidth: 0,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space['5'],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
