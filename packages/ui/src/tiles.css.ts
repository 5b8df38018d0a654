import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';
import { type Breakpoint, breakpoints, media } from './theme/media';

export const tiles = style({ display: 'grid' });

/** How many columns a Tiles may have at one width. */
export const TILE_COLUMNS = [1, 2, 3, 4, 5, 6] as const;
export type TileColumns = (typeof TILE_COLUMNS)[number];

const track = (count: TileColumns) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });
const counts = Object.fromEntries(TILE_COLUMNS.map((count) => [count, count])) as Record<
  TileColumns,
  TileColumns
>;

/** The columns below the first breakpoint asked for: one, on a phone, unless asked otherwise. */
export const columnsAtMobile = styleVariants(counts, track);

/**
 * The columns from a breakpoint up (`media.atLeast`). The rules come in the breakpoints' order,
 * narrowest first, so where two apply the wider breakpoint's wins.
 */
export const columnsAtLeast = Object.fromEntries(
  (Object.keys(breakpoints) as Breakpoint[]).map((bp) => [
    bp,
    styleVariants(counts, (count) => ({ '@media': { [media.atLeast(bp)]: track(count) } })),
  ]),
) as Record<Breakpoint, Record<TileColumns, string>>;

/**
 * The narrowest a tile may get when Tiles fits as many columns as the width allows. Each is capped
 * at the row's width, so one tile never overflows a phone's screen.
 */
const tileWidths = {
  /** A touch target (2.75 rem): a keypad of letter buttons. */
  target: vars.size.target,
  /** 10 rem: small badges. */
  xs: `calc(${vars.space['20']} * 2)`,
  /** 11 rem: days of a week. */
  sm: '11rem',
  /** 15 rem: short cards. */
  md: '15rem',
  /** 18 rem: cards with a paragraph. */
  lg: '18rem',
  /** 14 body-text widths: follows the learner's text size, fewer and wider columns as it grows. */
  text14: `calc(${vars.fontSize.md} * 14)`,
  /** 18 body-text widths, the same way. */
  text18: `calc(${vars.fontSize.md} * 18)`,
} as const;

export type TileWidth = keyof typeof tileWidths;

export const minTileWidth = styleVariants(tileWidths, (width) => ({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${width}), 1fr))`,
}));
