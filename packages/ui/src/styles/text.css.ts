import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** Headings: sizes step down on narrow screens so long words never force horizontal scroll. */
export const heading = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    margin: 0,
  },
  variants: {
    level: {
      display: {
        fontSize: vars.fontSize['3xl'],
        '@media': { [media.atLeast('tablet')]: { fontSize: vars.fontSize['4xl'] } },
      },
      1: {
        fontSize: vars.fontSize['2xl'],
        '@media': { [media.atLeast('tablet')]: { fontSize: vars.fontSize['3xl'] } },
      },
      2: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold },
      3: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold },
    },
  },
  defaultVariants: { level: 1 },
});

/** Body copy: left-aligned, at most 70 characters a line (our design rules). */
export const text = recipe({
  base: {
    margin: 0,
    maxWidth: vars.size.measure,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});

export type HeadingVariants = RecipeVariants<typeof heading>;
export type TextVariants = RecipeVariants<typeof text>;
