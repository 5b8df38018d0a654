import { Box, type BoxProps, type FlexLayoutProp } from './box';
import type { Sprinkles } from './styles/sprinkles.css';

export type SpreadProps = Omit<BoxProps, FlexLayoutProp> & {
  /** Cross-axis alignment; unset, items keep the browser's default (stretch). */
  align?: Sprinkles['alignItems'];
  /**
   * Wrapping is the default: when the items no longer fit side by side (320 px, large text) the
   * last ones move onto a line of their own, at its start, `gap` below the others.
   */
  wrap?: boolean;
};

/**
 * Two or more items pushed to the ends of a row, `gap` apart at least: a title and its actions, a
 * Back and a Next button. The DOM order is the visual order, so reading and tabbing follow the row.
 */
export function Spread({ align, wrap = true, ...props }: SpreadProps) {
  return (
    <Box
      display="flex"
      flexWrap={wrap ? 'wrap' : undefined}
      justifyContent="between"
      alignItems={align}
      {...props}
    />
  );
}
