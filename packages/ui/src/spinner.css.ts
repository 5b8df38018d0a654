import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';
import { media } from './theme/media';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  // Sized in em so it matches the text of the button or message it sits in.
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // Nothing turns for a learner who asked for less motion: the ring stands still, and the
    // spinner's name or the words beside it say that something is loading.
    [media.reducedMotion]: { animation: 'none !important' },
  },
});

export const large = style({
  width: vars.space['10'],
  height: vars.space['10'],
  borderWidth: vars.focus.width,
  color: vars.color.primary,
});

/** The named progress bar around a spinner: sized by the spinner, inline or as a flex item alike. */
export const progress = style({ display: 'inline-flex' });
