import type { Row } from './grouped-combo-box-rows';

/** The heights the list places its rows by, in px. */
export interface Heights {
  header: number;
  option: number;
  /** Whether each kind's height above was measured rather than guessed. */
  known: { header: boolean; option: boolean };
  /** Rows whose measured height differs from their kind's (a label that wraps), by `rowKey`. */
  measured: ReadonlyMap<number, number>;
}

/** Before any row is measured: as the theme draws them at the browser's default text size. */
export const FIRST_HEIGHTS: Heights = {
  header: 35,
  option: 44,
  known: { header: false, option: false },
  measured: new Map(),
};

/** A row drawn: its `rowKey` (headers are negative) and its height. */
export interface Measurement {
  key: number;
  height: number;
}

/**
 * `heights` with the rows just measured: a kind not yet measured takes the middle height of its rows
 * measured (the lower of two; a label that wraps is the exception, not the rule); after that, a row
 * whose height differs from its kind's is kept apart. The same object when nothing changed, so a draw that
 * measured what was known draws no more.
 */
export function withMeasured(heights: Heights, measurements: readonly Measurement[]): Heights {
  const valid = measurements.filter(({ height }) => height > 0);
  const next = { ...heights, known: { ...heights.known } };
  for (const kind of ['header', 'option'] as const) {
    if (heights.known[kind]) continue;
    const sizes = valid
      .filter(({ key }) => key < 0 === (kind === 'header'))
      .map(({ height }) => height)
      .sort((a, b) => a - b);
    const middle = sizes[Math.floor((sizes.length - 1) / 2)];
    if (middle === undefined) continue;
    next.known[kind] = true;
    next[kind] = middle;
  }
  let measured: Map<number, number> | null = null;
  for (const { key, height } of valid) {
    const kindHeight = key < 0 ? next.header : next.option;
    const now = (measured ?? heights.measured).get(key) ?? kindHeight;
    if (Math.abs(height - now) < 0.5) continue;
    measured ??= new Map(heights.measured);
    if (Math.abs(height - kindHeight) < 0.5) measured.delete(key);
    else measured.set(key, height);
  }
  const same =
    measured === null &&
    Math.abs(next.header - heights.header) < 0.5 &&
    Math.abs(next.option - heights.option) < 0.5;
  return same ? heights : { ...next, measured: measured ?? heights.measured };
}

/** Where the list should scroll to show a row: at the top, or to the nearest edge. */
export interface Reveal {
  row: number;
  align: 'start' | 'nearest';
}

/** The scroll that shows `reveal.row` as asked, with its group's header when it is the first option. */
export function scrollFor(
  offsets: Float64Array,
  rows: readonly Row[],
  { row, align }: Reveal,
  scrollTop: number,
  height: number,
): number {
  const from = offsets[rows[row - 1]?.kind === 'header' ? row - 1 : row] ?? 0;
  const to = offsets[row + 1] ?? from;
  if (align === 'start' || from < scrollTop) return from;
  return to > scrollTop + height ? to - height : scrollTop;
}
