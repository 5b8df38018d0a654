/** The input and its reveal toggle; label, description and error come from styles/field.css. */
import { style } from '@vanilla-extract/css';
import { forcedColours } from './styles/forced-colours';
import { vars } from './theme/contract.css';
import { media } from './theme/media';

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  width: '100%',
  minHeight: vars.size.target,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  // The field's edge is a meaningful boundary, so it gets >= 3:1 (WCAG 1.4.11), not the soft border.
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    // React Aria's Input (a search box, a combo box) says its states in data attributes; ui's
    // TextField is a native input and matches the pseudo-classes (hover below, with a pointer that hovers).
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &:not([data-rac]):focus': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.focusRing}`,
      // Forced colours drop the shadow and paint every border alike: this outline, invisible
      // otherwise, is then drawn in the system's colour and marks the focused field.
      outline: `${vars.borderWidth.thick} solid transparent`,
    },
    '&[data-invalid], &[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      borderWidth: vars.borderWidth.thick,
    },
    '&[data-invalid][data-focused], &[aria-invalid="true"]:not([data-rac]):focus': {
      borderColor: vars.color.focusRing,
    },
    '&[data-disabled], &:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
  // Drawn after the states above: a focused field keeps its focus colour under the pointer.
  '@media': {
    [media.hover]: { selectors: { '&:not([data-rac]):hover:not(:focus)': { borderColor: vars.color.text } } },
  },
});

/** Leaves room on the right for the show/hide password button. */
export const inputWithToggle = style({
  paddingRight: `calc(${vars.space['20']} + ${vars.space['4']})`,
});

export const toggle = style({
  position: 'absolute',
  right: vars.space['1'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.space['8'],
  minWidth: vars.size.targetMin,
  paddingInline: vars.space['2'],
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: '0',
    },
  },
  '@media': {
    [media.hover]: { selectors: { '&:hover': { backgroundColor: vars.color.primarySoft } } },
    // Forced colours take the hover background away: the button keeps an edge of its own.
    [media.forcedColors]: forcedColours.edge,
  },
});
