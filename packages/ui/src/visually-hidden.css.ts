import { style } from '@vanilla-extract/css';

/**
 * Hidden on screen, still read by screen readers. The one place the 1 px technique lives: a rule,
 * so a layout can apply it only below a breakpoint (e.g. a label that an icon replaces on phones).
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRule);
