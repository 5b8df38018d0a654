import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './media';
import './themes.css';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  // Lets the browser's own text-size setting scale every rem in the theme.
  fontSize: '100%',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

globalStyle('p', { margin: 0 });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.link });

// One focus indicator everywhere: thick, offset and in a colour with >= 3:1 against every surface.
globalStyle(':focus-visible', {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
});

// Programmatic focus targets (headings after navigation) need no ring: they are not controls.
globalStyle('[tabindex="-1"]:focus:not(:focus-visible)', { outline: 'none' });

globalStyle('::selection', {
  backgroundColor: vars.color.primarySoft,
  color: vars.color.text,
});

// Reduced motion: animations end at once (React Aria's overlays still hear them end), and no
// transition starts at all. A near-zero transition still started one per property on every button
// at each colour change, and each had to run and end: measured in the accessibility spec, two of its
// groups took 53 s and 72 s with them and 37 s and 47 s without (single worker).
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionProperty: 'none !important',
    },
  },
});
