import { style } from '@vanilla-extract/css';
import { focusRing } from './styles/focus';
import { vars } from './theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const chip = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.target,
  maxWidth: '100%',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
    // Selected is shown by fill, a thicker border and a tick, never by colour alone.
    '&[data-selected]': {
      backgroundColor: vars.color.primarySoft,
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.primary}`,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const chipLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const tick = style({ flexShrink: 0 });

/** Keeps the label from shifting when the tick appears. */
export const tickSpace = style({
  display: 'inline-block',
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const chipDescription = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
