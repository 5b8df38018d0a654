import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  minHeight: '100vh',
  padding: vars.space['6'],
  color: vars.color.textMuted,
  backgroundColor: vars.color.background,
  // Fast answers never flash a spinner: it fades in only after a short wait.
  animation: `${appear} ${vars.motion.normal} ${vars.motion.easing} 300ms both`,
});

/** At once, with no wait: a page load's own start, where the page is blank until it shows. */
export const immediate = style({ animation: 'none' });

/** Inside an already drawn page (a route's code loading): no full-height takeover. */
export const region = style({
  minHeight: '40vh',
  backgroundColor: 'transparent',
});
