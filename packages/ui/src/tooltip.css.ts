import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';
import { media } from './theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: vars.size.tooltip,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  // Inverted colours so the tip stands apart from any surface, in both themes.
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.tooltip,
  pointerEvents: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

/** A tip drawn by tooltip-bubble.tsx fades in as it mounts (never under reduced motion). */
export const appearing = style({
  animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
