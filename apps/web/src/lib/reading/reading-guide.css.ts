import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { globalStyle, style } from '@vanilla-extract/css';
import { REGION_ATTRIBUTE, TOOLS_ATTRIBUTE } from './attributes';

globalStyle(`[${REGION_ATTRIBUTE}]`, { position: 'relative' });

// Where the tools sit inside the region (the wellbeing pages), they are drawn above the dim.
globalStyle(`[${REGION_ATTRIBUTE}] [${TOOLS_ATTRIBUTE}]`, {
  position: 'relative',
  zIndex: `calc(${vars.z.raised} + 1)`,
});

/** Over the whole region; the pointer goes through it to the text, links and fields below. */
export const layer = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.z.raised,
  pointerEvents: 'none',
  '@media': { print: { display: 'none' } },
});

/**
 * Above and below the band: the page's own background laid over the text, so the rest fades in any
 * theme or colour pair while the band keeps the text's full contrast. Forced colours keep it as
 * Canvas at the same strength (they replace the colour, not its opacity).
 */
export const shade = style({
  position: 'absolute',
  insetInline: 0,
  backgroundColor: vars.color.background,
  opacity: 0.6,
  '@media': { [media.forcedColors]: { backgroundColor: 'Canvas' } },
});

/**
 * The band itself: clear, framed by a line in the theme's strong border (3:1 on every surface), in
 * CanvasText when colours are forced. Focused, the thicker focus ring takes its place (Highlight
 * when colours are forced).
 */
export const band = style({
  position: 'absolute',
  insetInline: 0,
  // The band takes keyboard focus (it moves with the arrows): a 24 px target at least (WCAG 2.5.8),
  // though the lines it frames are measured smaller while the page is still laid out (axe caught
  // one so on a zoomed video step in focus mode).
  minHeight: vars.size.targetMin,
  outline: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  outlineOffset: 0,
  '@media': { [media.forcedColors]: { outlineColor: 'CanvasText' } },
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thin,
      '@media': { [media.forcedColors]: { outlineColor: 'Highlight' } },
    },
  },
});
