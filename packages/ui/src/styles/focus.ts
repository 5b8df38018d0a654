import type { CSSProperties, StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/**
 * The one keyboard focus indicator, for React Aria elements that report `data-focus-visible` and
 * native ones that match `:focus-visible` (see `pressable` below):
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

/** React Aria's elements carry `data-rac` and say their states in data attributes; native ones match pseudo-classes. */
const NATIVE = ':not([data-rac])';

/**
 * The states of a pressable element, React Aria's or a native one alike (ui's Button, IconButton
 * and ButtonLink are native; its ToggleButton is React Aria's): hovered (with a pointer that
 * hovers, so a tap on a touch screen leaves nothing lit), pressed, keyboard-focused and disabled.
 */
export const pressable = {
  focusVisible: `&[data-focus-visible], &${NATIVE}:focus-visible`,
  disabled: '&[data-disabled], &:disabled',
} as const;

/** `look` while hovered or pressed (see `pressable`): a variant's part of a recipe. */
export function whenPressed(look: CSSProperties): StyleRule {
  return {
    selectors: { [`&[data-hovered], &[data-pressed], &${NATIVE}:active`]: look },
    '@media': { [media.hover]: { selectors: { [`&${NATIVE}:hover`]: look } } },
  };
}
