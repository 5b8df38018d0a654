import { style } from '@vanilla-extract/css';
import { focusRingInset } from './styles/focus';
import { forcedColours } from './styles/forced-colours';
import { vars } from './theme/contract.css';
import { media } from './theme/media';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  // Tabs wrap onto a second row rather than scroll: a clipped row hides tabs with no cue that there
  // are more, and nothing here ever needs horizontal scrolling (320 px, 200 % zoom, big text).
  flexWrap: 'wrap',
  gap: vars.space['1'],
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  // A name longer than the row (a long learning path at 320 px) wraps inside its own tab.
  maxWidth: '100%',
  minHeight: vars.size.target,
  paddingInline: vars.space['4'],
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    // Selected: text colour, weight and a 3 px bar, so it never depends on colour alone.
    '&[data-selected]': { color: vars.color.text },
    // The browser's keyboard-focus heuristic: no ring after a click, one after Tab or an arrow key.
    '&:focus-visible': focusRingInset,
  },
  // Forced colours take the hover background away: each tab keeps an edge of its own.
  '@media': { [media.forcedColors]: forcedColours.edge },
});

/** The selected bar; its colour is the flow's tab colour when given, the theme primary otherwise. */
export const indicator = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  height: vars.focus.width,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primary,
  '@media': { [media.forcedColors]: forcedColours.mark },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRingInset },
});
