import { focusRing } from '@studyflow/ui/styles/focus';
import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

/** A whole-label target of at least 44 px, the choice shown by a filled dot and weight, not colour alone. */
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primarySoft,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.primary}`,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

export const dot = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  selectors: {
    [`${option}[data-selected] &`]: {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 ${vars.space['1']} ${vars.color.surfaceRaised}`,
      backgroundColor: vars.color.primary,
    },
  },
});
