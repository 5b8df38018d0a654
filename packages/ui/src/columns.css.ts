import { createVar, fallbackVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';
import { type Breakpoint, breakpoints, media } from './theme/media';

/**
 * Custom properties that stay on the element that sets them (`@property`, not inherited): a row
 * inside a column starts from the defaults, not from the settings of the row around it.
 */
const localVar = () => createVar({ syntax: '*', inherits: false });
/** Each column's share of the row and its narrowest, set by Column, read by the row's rule for its children. */
const columnFlex = localVar();
const columnMinWidth = localVar();
/** The gap between columns side by side, and between them stacked unless `collapsedGap` says otherwise. */
const gap = localVar();
const collapsedGap = localVar();
const align = localVar();

/** Stacked: one column under another, full width, in DOM order. */
export const columns = style({
  display: 'flex',
  flexDirection: 'column',
  gap: fallbackVar(collapsedGap, gap),
});

export const gapVariants = styleVariants(vars.space, (space) => ({ vars: { [gap]: space } }));
export const collapsedGapVariants = styleVariants(vars.space, (space) => ({
  vars: { [collapsedGap]: space },
}));

export const alignVariants = styleVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' },
  (value) => ({ vars: { [align]: value } }),
);
export type ColumnsAlign = keyof typeof alignVariants;

const sideBySide = {
  flexDirection: 'row',
  alignItems: fallbackVar(align, 'stretch'),
  gap,
} as const;
/**
 * Children of a row side by side: a Column's width, or CSS's defaults for any other child (as wide
 * as its content, as a control or a menu button should be).
 */
const child = {
  flex: fallbackVar(columnFlex, '0 1 auto'),
  minWidth: fallbackVar(columnMinWidth, 'auto'),
} as const;

/**
 * Side by side at every width, and from a breakpoint up: `media.atLeast` (`collapseBelow`) or
 * `media.above` (`collapseAtOrBelow`, the requirements' "768 px or narrower"). The children's rule
 * has no specificity (`:where`), so a child's own class may still size it.
 */
function row(query?: string) {
  const className = style(query ? { '@media': { [query]: sideBySide } } : sideBySide);
  globalStyle(`:where(${className}) > *`, query ? { '@media': { [query]: child } } : child);
  return className;
}

export const neverCollapse = row();

const breakpointNames = Object.keys(breakpoints) as Breakpoint[];
export const collapseBelow = Object.fromEntries(
  breakpointNames.map((bp) => [bp, row(media.atLeast(bp))]),
) as Record<Breakpoint, string>;
export const collapseAtOrBelow = Object.fromEntries(
  breakpointNames.map((bp) => [bp, row(media.above(bp))]),
) as Record<Breakpoint, string>;

/**
 * A column's width side by side: `fluid` shares the room equally with the other fluid columns,
 * `content` is as wide as its content, and a fraction takes that share of the room the content
 * columns and the gaps leave (`3/5` beside `2/5` is CSS grid's `minmax(0, 3fr) minmax(0, 2fr)`).
 * All but `content` may shrink below their content's width, so a long word never widens the row.
 */
const widths = {
  fluid: '1 1 0%',
  content: '0 0 auto',
  '1/2': '0.5 1 0%',
  '1/3': '0.3333 1 0%',
  '2/3': '0.6667 1 0%',
  '1/4': '0.25 1 0%',
  '3/4': '0.75 1 0%',
  '1/5': '0.2 1 0%',
  '2/5': '0.4 1 0%',
  '3/5': '0.6 1 0%',
  '4/5': '0.8 1 0%',
} as const;
export type ColumnWidth = keyof typeof widths;

export const columnWidth = styleVariants(widths, (flex, width) => ({
  vars: { [columnFlex]: flex, [columnMinWidth]: width === 'content' ? 'auto' : '0' },
}));
