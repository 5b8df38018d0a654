import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';
import { media } from './theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.drawer,
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  display: 'flex',
  width: vars.size.drawer,
  // Never wider than the screen less a strip of backdrop to click away on.
  maxWidth: `calc(100vw - ${vars.space['12']})`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

export const side = styleVariants({
  left: [
    panel,
    {
      left: 0,
      borderRight: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      selectors: {
        '&[data-entering]': { animation: `${fromLeft} ${vars.motion.normal} ${vars.motion.easing}` },
      },
    },
  ],
  right: [
    panel,
    {
      right: 0,
      borderLeft: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      selectors: {
        '&[data-entering]': { animation: `${fromRight} ${vars.motion.normal} ${vars.motion.easing}` },
      },
    },
  ],
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  minWidth: 0,
});

/** Stays at the end even when the title is visually hidden. */
export const close = style({ marginInlineStart: 'auto' });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space['4'],
});
