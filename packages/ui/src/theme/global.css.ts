import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './media';
import './themes.css';
import { variableName } from './variable-name';

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

/**
 * The learner's text spacing (theme/text-spacing.ts), each only while they have chosen some (it is
 * then on <html>'s own style). Letter and word spacing go on every element, form controls too, so
 * an em is each element's own font size, as WCAG 1.4.12 states them (inherited, they would be the
 * body's); with no specificity, so a component's own spacing stays (those take the learner's where
 * it is wider). The space after paragraphs outranks a component's own margin, as WCAG's user style
 * sheet would.
 */
const chosen = (variable: string) => `:root[style*="${variableName(variable)}"]`;
globalStyle(`:where(${chosen(vars.textSpacing.letter)}) *`, { letterSpacing: vars.textSpacing.letter });
globalStyle(`:where(${chosen(vars.textSpacing.word)}) *`, { wordSpacing: vars.textSpacing.word });
globalStyle(`${chosen(vars.textSpacing.paragraph)} p:not(:last-child)`, {
  marginBlockEnd: vars.textSpacing.paragraph,
});

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
