import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme/contract.css';
import { media } from './theme/media';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      md: { padding: vars.space['5'] },
      lg: {
        padding: vars.space['6'],
        '@media': { [media.atLeast('md')]: { padding: vars.space['8'] } },
      },
    },
    interactive: {
      true: {
        transitionProperty: 'box-shadow, border-color, transform',
        transitionDuration: vars.motion.normal,
        transitionTimingFunction: vars.motion.easing,
        selectors: {
          '&:hover': {
            borderColor: vars.color.primary,
            boxShadow: vars.shadow.md,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', interactive: false },
});
