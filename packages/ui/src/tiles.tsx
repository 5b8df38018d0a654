import { Box, type BoxProps, type FlexLayoutProp } from './box';
import type { Sprinkles } from './styles/sprinkles.css';
import type { Breakpoint } from './theme/media';
import {
  columnsAtLeast,
  columnsAtMobile,
  minTileWidth as minTileWidthClass,
  type TileColumns,
  type TileWidth,
  tiles,
} from './tiles.css';

/** Columns per width: `mobile` below every breakpoint, then from each breakpoint up. */
export type ResponsiveTileColumns =
  | TileColumns
  | ({ mobile?: TileColumns } & Partial<Record<Breakpoint, TileColumns>>);

export type TilesProps = Omit<BoxProps, FlexLayoutProp> & {
  /** Cross-axis alignment of the tiles in a row; unset, they stretch to the row's height. */
  align?: Sprinkles['alignItems'];
} & (
    | {
        /**
         * A fixed number of even columns, or columns per breakpoint (`{ md: 2, lg: 3 }`): one column
         * below the first breakpoint given unless `mobile` says otherwise.
         */
        columns: ResponsiveTileColumns;
        minTileWidth?: never;
      }
    | {
        /**
         * As many even columns as fit with each tile at least this wide (never wider than the row,
         * so one column on a narrow screen).
         */
        minTileWidth: TileWidth;
        columns?: never;
      }
  );

function columnClasses(columns: ResponsiveTileColumns): string[] {
  if (typeof columns === 'number') return [columnsAtMobile[columns]];
  const { mobile = 1, ...from } = columns;
  return [
    columnsAtMobile[mobile],
    ...(Object.entries(from) as [Breakpoint, TileColumns | undefined][]).flatMap(([bp, count]) =>
      count === undefined ? [] : [columnsAtLeast[bp][count]],
    ),
  ];
}

/**
 * An even grid of tiles, `gap` apart both ways: N columns per breakpoint, or as many as fit at a
 * minimum tile width. Tiles fill the rows in DOM order, so reading order is the visual order.
 * `as="ul"` (children `li`) when the tiles are a list, which they usually are.
 */
export function Tiles({ columns, minTileWidth, align, className, ...props }: TilesProps) {
  const layout =
    minTileWidth !== undefined
      ? [minTileWidthClass[minTileWidth]]
      : columns !== undefined
        ? columnClasses(columns)
        : [];
  return (
    <Box alignItems={align} className={[tiles, ...layout, className].filter(Boolean).join(' ')} {...props} />
  );
}
