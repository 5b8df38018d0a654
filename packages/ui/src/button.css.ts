import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { pressable, whenPressed } from './styles/focus';
import { forcedColours } from './styles/forced-colours';
import { vars } from './theme/contract.css';
import { media } from './theme/media';

/** Shared by Button, ButtonLink and ToggleButton so every pressable looks the same. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.target,
    minWidth: vars.size.target,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['5'],
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thick} solid transparent`,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    outline: 'none',
    selectors: {
      [pressable.focusVisible]: {
        outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.offset,
      },
      [pressable.disabled]: { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-busy]': { cursor: 'progress' },
    },
    '@media': {
      // Forced colours paint every variant alike: a pressed toggle takes the system's highlight.
      [media.forcedColors]: {
        selectors: {
          '&[aria-pressed="true"]': forcedColours.pressed,
        },
      },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.sm,
        ...whenPressed({ backgroundColor: vars.color.primaryHover }),
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        ...whenPressed({ backgroundColor: vars.color.primarySoft }),
      },
      /**
       * An action that removes something for good. The colour is never the only sign: such a button
       * says what it removes in its name, and the app adds a bin icon.
       */
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        borderColor: vars.color.danger,
        boxShadow: vars.shadow.sm,
        ...whenPressed({
          textDecoration: 'underline',
          textUnderlineOffset: vars.underline.offset,
        }),
      },
      text: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        paddingInline: vars.space['3'],
        textDecoration: 'underline',
        textDecorationColor: 'transparent',
        textUnderlineOffset: vars.underline.offset,
        ...whenPressed({
          backgroundColor: vars.color.primarySoft,
          textDecorationColor: 'currentColor',
        }),
      },
    },
    size: {
      md: {},
      sm: {
        minHeight: vars.space['8'],
        paddingBlock: vars.space['1'],
        paddingInline: vars.space['3'],
        fontSize: vars.fontSize.sm,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonStyleProps = NonNullable<RecipeVariants<typeof button>>;
