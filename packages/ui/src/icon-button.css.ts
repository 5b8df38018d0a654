import { recipe } from '@vanilla-extract/recipes';
import { focusRing, pressable, whenPressed } from './styles/focus';
import { vars } from './theme/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thick} solid transparent`,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      [pressable.focusVisible]: focusRing,
      [pressable.disabled]: { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      plain: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        ...whenPressed({ backgroundColor: vars.color.primarySoft }),
      },
      filled: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        ...whenPressed({ backgroundColor: vars.color.primaryHover }),
      },
    },
    size: {
      // 40 px: comfortably above the 24 px minimum (WCAG 2.5.8) for dense toolbars.
      md: { width: vars.space['10'], height: vars.space['10'] },
      lg: { width: vars.size.target, height: vars.size.target },
    },
  },
  defaultVariants: { variant: 'plain', size: 'md' },
});
