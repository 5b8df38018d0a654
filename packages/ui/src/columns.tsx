import { Box, type BoxProps, type FlexLayoutProp } from './box';
import {
  alignVariants,
  type ColumnsAlign,
  type ColumnWidth,
  collapseAtOrBelow as collapseAtOrBelowClass,
  collapseBelow as collapseBelowClass,
  collapsedGapVariants,
  columns,
  columnWidth,
  gapVariants,
  neverCollapse,
} from './columns.css';
import type { Sprinkles } from './styles/sprinkles.css';
import type { Breakpoint } from './theme/media';

type Space = NonNullable<Extract<Sprinkles['gap'], string>>;

/** When the columns stack: below a breakpoint, at or below one, or never. */
type Collapse =
  | {
      /** Stacked below this breakpoint, side by side from it up (`media.atLeast`). */
      collapseBelow?: Breakpoint;
      collapseAtOrBelow?: never;
    }
  | {
      /** Stacked at this breakpoint and below, side by side above it ("768 px or narrower"). */
      collapseAtOrBelow: Breakpoint;
      collapseBelow?: never;
    };

export type ColumnsProps = Omit<BoxProps, FlexLayoutProp | 'gap'> &
  Collapse & {
    /** Between the columns side by side, and between them stacked unless `collapsedGap` is given. */
    gap?: Space;
    /** Between the columns when they stack, where it differs from `gap`. */
    collapsedGap?: Space;
    /**
     * Vertical alignment of the columns side by side; unset, each is as tall as the row. Stacked
     * columns always take the full width.
     */
    align?: ColumnsAlign;
  };

/**
 * Columns side by side that stack, one under another in DOM order, below a breakpoint: the content
 * beside its sidebar, a text beside its picture. Without `collapseBelow` or `collapseAtOrBelow` they
 * never stack. Size each column with Column (`width`); any other child (a button, a menu) is as wide
 * as its content. The visual order is always the DOM order: put first what is read first.
 */
export function Columns({
  collapseBelow,
  collapseAtOrBelow,
  gap,
  collapsedGap,
  align,
  className,
  ...props
}: ColumnsProps) {
  const row = collapseBelow
    ? collapseBelowClass[collapseBelow]
    : collapseAtOrBelow
      ? collapseAtOrBelowClass[collapseAtOrBelow]
      : neverCollapse;
  const classes = [
    columns,
    row,
    gap && gapVariants[gap],
    collapsedGap && collapsedGapVariants[collapsedGap],
    align && alignVariants[align],
    className,
  ];
  return <Box className={classes.filter(Boolean).join(' ')} {...props} />;
}

export type ColumnProps = BoxProps & {
  /**
   * Its width side by side: `fluid` (the default) shares the room with the other fluid columns,
   * `content` is as wide as its content, a fraction (`'1/3'`, `'3/5'`) takes that share of what the
   * content columns and gaps leave. Stacked, every column takes the full width.
   */
  width?: ColumnWidth;
};

/** One column of Columns, any element (`as="aside"`, `as="nav"`); its own layout props still apply. */
export function Column({ width = 'fluid', className, ...props }: ColumnProps) {
  return <Box className={[columnWidth[width], className].filter(Boolean).join(' ')} {...props} />;
}
