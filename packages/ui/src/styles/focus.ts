import { vars } from '../theme/contract.css';

/**
 * The one keyboard focus indicator, for React Aria elements that report `data-focus-visible`:
 * 3 px in the focus colour (>= 3:1 on every surface, checked in theme.test.ts), offset from the edge.
 */
export const focusRing = {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
} as const;

/** For controls that sit flush inside a container (tabs, menu items): the ring is drawn inside. */
export const focusRingInset = {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.focus.width})`,
} as const;
