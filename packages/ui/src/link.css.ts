import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme/contract.css';

export const link = recipe({
  base: {
    color: vars.color.link,
    textDecorationLine: 'underline',
    textDecorationThickness: vars.underline.thickness,
    textUnderlineOffset: vars.underline.offset,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &:hover': {
        color: vars.color.linkHover,
        textDecorationThickness: vars.underline.hoverThickness,
      },
      '&[data-focus-visible], &:focus-visible': {
        outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.offset,
      },
    },
  },
  variants: {
    variant: {
      /** Inside running text. */
      inline: {},
      /** On its own line: bolder, and tall enough to be an easy target. */
      standalone: {
        // inline-block, not flex: a trailing icon then follows the last word when the text wraps.
        display: 'inline-block',
        minHeight: vars.size.targetMin,
        fontWeight: vars.fontWeight.semibold,
      },
    },
    /**
     * Makes the whole enclosing card clickable while the link text stays its accessible name.
     * The card needs `position: relative` (Card's `isInteractive`).
     */
    stretched: {
      true: {
        selectors: {
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            borderRadius: vars.radius.lg,
          },
          '&[data-focus-visible], &:focus-visible': { outline: 'none' },
          '&[data-focus-visible]::after, &:focus-visible::after': {
            outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
            outlineOffset: vars.focus.offset,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'inline', stretched: false },
});
