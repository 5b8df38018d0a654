import { describe, expect, it } from 'vitest';
import {
  buildIndex,
  chunksOf,
  countRows,
  filterRows,
  moveBy,
  offsetsOf,
  type Row,
  rowAt,
  rowOfOption,
  rowsInView,
  searchText,
} from './grouped-combo-box-rows';

const option = (label: string) => ({ id: `id:${label}`, label });
const INDEX = buildIndex(
  [option('The browser’s own voice')],
  [
    {
      id: 'gb',
      label: 'English (United Kingdom)',
      keywords: 'English (Great Britain) en-GB',
      items: [option('Standard voice'), option('Adam'), option('Anxious Andy')],
    },
    { id: 'empty', label: 'Nothing', items: [] },
    { id: 'cy', label: 'Welsh', keywords: 'cy', items: [option('Adam'), option('Māori Mike')] },
  ],
);

/** Rows in words: a header as "# group", an option as "label position/size". */
const shown = (rows: readonly Row[]) =>
  rows.map((row) =>
    row.kind === 'header'
      ? `# ${INDEX.groups[row.group]?.label}`
      : `${INDEX.options[row.option]?.label} ${row.position}/${row.size}`,
  );

describe('filterRows', () => {
  it('lists every row while nothing is typed, a group without options leaving no header', () => {
    expect(shown(filterRows(INDEX, '  '))).toEqual([
      'The browser’s own voice 1/1',
      '# English (United Kingdom)',
      'Standard voice 1/3',
      'Adam 2/3',
      'Anxious Andy 3/3',
      '# Welsh',
      'Adam 1/2',
      'Māori Mike 2/2',
    ]);
  });

  it('keeps options whose label or group starts a word with every typed word, numbered anew', () => {
    expect(shown(filterRows(INDEX, 'ad'))).toEqual([
      '# English (United Kingdom)',
      'Adam 1/1',
      '# Welsh',
      'Adam 1/1',
    ]);
    // "an" starts "Andy" (a later word), not "Standard" (inside one).
    expect(shown(filterRows(INDEX, 'an'))).toEqual(['# English (United Kingdom)', 'Anxious Andy 1/1']);
    // One word finds the group (its keywords too), the other the option.
    expect(shown(filterRows(INDEX, 'great adam'))).toEqual(['# English (United Kingdom)', 'Adam 1/1']);
    expect(shown(filterRows(INDEX, 'CY, adam'))).toEqual(['# Welsh', 'Adam 1/1']);
    // Accents and case do not matter; the options above the groups are found by their label.
    expect(shown(filterRows(INDEX, 'maori'))).toEqual(['# Welsh', 'Māori Mike 1/1']);
    expect(shown(filterRows(INDEX, 'browser'))).toEqual(['The browser’s own voice 1/1']);
    expect(filterRows(INDEX, 'zz')).toEqual([]);
  });

  it('counts the options and groups shown', () => {
    expect(countRows(filterRows(INDEX, ''))).toEqual({ options: 6, groups: 2 });
    expect(countRows(filterRows(INDEX, 'adam'))).toEqual({ options: 2, groups: 2 });
  });

  it('makes typed text and labels comparable', () => {
    expect(searchText('  Half-Life   Māori_2 ')).toBe(' half life maori 2 ');
  });
});

describe('the rows in view', () => {
  const rows = filterRows(INDEX, '');
  // Headers 30 px, options 40 px, the British Adam 60 px (its label wraps).
  const offsets = offsetsOf(rows, { header: 30, option: 40 }, new Map([[2, 60]]));

  it('places each row after the ones above it', () => {
    expect([...offsets]).toEqual([0, 40, 70, 110, 170, 210, 240, 280, 320]);
  });

  it('finds the row at a height and the rows a view shows, with a margin', () => {
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 109)).toBe(2);
    expect(rowAt(offsets, 110)).toBe(3);
    expect(rowAt(offsets, 5000)).toBe(7);
    expect(rowAt(offsets, -20)).toBe(0);
    expect(rowsInView(offsets, 100, 50, 0)).toEqual([2, 4]);
    expect(rowsInView(offsets, 100, 50, 40)).toEqual([1, 5]);
    expect(rowsInView(offsetsOf([], { header: 30, option: 40 }, new Map()), 0, 100, 0)).toEqual([0, 0]);
  });

  it('draws the rows in runs of one group, and an active option outside them on its own', () => {
    expect(chunksOf(rows, INDEX, [0, 4], null)).toEqual([
      { group: -1, rows: [0], alone: false },
      { group: 0, rows: [1, 2, 3], alone: false },
    ]);
    expect(chunksOf(rows, INDEX, [4, 7], 0)).toEqual([
      { group: 0, rows: [4], alone: false },
      { group: 2, rows: [5, 6], alone: false },
      { group: -1, rows: [0], alone: true },
    ]);
    expect(chunksOf(rows, INDEX, [4, 7], 5)).toHaveLength(2);
  });

  it('finds an option’s row with nothing typed', () => {
    expect(shown([rows[rowOfOption(INDEX, 0)] as Row])).toEqual(['The browser’s own voice 1/1']);
    expect(shown([rows[rowOfOption(INDEX, 4)] as Row])).toEqual(['Adam 1/2']);
  });
});

describe('moveBy', () => {
  const rows = filterRows(INDEX, '');
  it('moves option by option over the headers and stops at either end', () => {
    expect(moveBy(rows, null, 1)).toBe(0);
    expect(moveBy(rows, null, -1)).toBe(7);
    expect(moveBy(rows, 0, 1)).toBe(2);
    expect(moveBy(rows, 4, 1)).toBe(6);
    expect(moveBy(rows, 6, -1)).toBe(4);
    expect(moveBy(rows, 7, 1)).toBe(7);
    expect(moveBy(rows, 2, -1)).toBe(0);
    expect(moveBy(rows, 0, -1)).toBe(0);
  });

  it('moves a screenful at once, or as far as it goes', () => {
    expect(moveBy(rows, 0, 3)).toBe(4);
    expect(moveBy(rows, 2, 10)).toBe(7);
    expect(moveBy(rows, 7, -10)).toBe(0);
    expect(moveBy([], null, 1)).toBeNull();
  });
});
