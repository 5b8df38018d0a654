/**
 * The logic of `GroupedComboBox`, kept apart from React so it is tested alone: an index of every
 * option built once, the rows a typed text leaves, where each row sits in the scrolled list, and the
 * option an arrow key moves to. Built for lists of thousands (a Linux browser lists 13 362 voices):
 * typing walks the options once, comparing strings made ready when the index was built, and only the
 * rows on screen are ever drawn.
 */

export interface ComboBoxOption {
  id: string;
  label: string;
}

export interface ComboBoxGroup {
  id: string;
  label: string;
  /** More words that find the group as its label does (another name for it, a code). */
  keywords?: string;
  items: readonly ComboBoxOption[];
}

interface IndexedOption {
  id: string;
  label: string;
  /** Its group's place in `groups`; -1 for an option above the groups. */
  group: number;
  /** The label as `searchText` makes it. */
  words: string;
}

interface IndexedGroup {
  label: string;
  words: string;
  /** Its header's place in `all` (the rows with nothing typed). */
  header: number;
  /** Its options' places in `options`: first, and how many. */
  first: number;
  count: number;
}

export type Row =
  | { kind: 'header'; group: number }
  /** `position` of `size`: its place among the options of its group that are shown. */
  | { kind: 'option'; option: number; position: number; size: number };

export interface ComboBoxIndex {
  options: IndexedOption[];
  groups: IndexedGroup[];
  /** How many options come before the groups. */
  leading: number;
  /** Each option's place in `options`, by id. */
  places: Map<string, number>;
  /** The rows with nothing typed: every header and option. */
  all: Row[];
}

/**
 * Text as typed words are found in it: without accents, lower case, every run of other characters
 * one space, with a space at both ends, so ` ${word}` found in it is a word that starts so.
 */
export function searchText(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${plain} `;
}

/** The words of what was typed, as `searchText` makes them. */
export const typedWords = (typed: string): string[] => searchText(typed).split(' ').filter(Boolean);

/** Whether every needle (` ${word}`) is in `words`: each typed word starts a word of it. */
function hasAll(words: string, needles: readonly string[]): boolean {
  for (const needle of needles) if (!words.includes(needle)) return false;
  return true;
}

export function buildIndex(
  leading: readonly ComboBoxOption[],
  groups: readonly ComboBoxGroup[],
): ComboBoxIndex {
  // Labels repeat across groups (every language has a voice called Adam): each is made ready once.
  const made = new Map<string, string>();
  const words = (label: string) => {
    let text = made.get(label);
    if (text === undefined) {
      text = searchText(label);
      made.set(label, text);
    }
    return text;
  };
  const options: IndexedOption[] = leading.map((item) => ({
    id: item.id,
    label: item.label,
    group: -1,
    words: words(item.label),
  }));
  const all: Row[] = options.map((_, option) => ({
    kind: 'option',
    option,
    position: option + 1,
    size: leading.length,
  }));
  const indexed = groups.map((group, place): IndexedGroup => {
    const first = options.length;
    const header = all.length;
    if (group.items.length > 0) all.push({ kind: 'header', group: place });
    group.items.forEach((item, at) => {
      all.push({ kind: 'option', option: options.length, position: at + 1, size: group.items.length });
      options.push({ id: item.id, label: item.label, group: place, words: words(item.label) });
    });
    return {
      label: group.label,
      words: searchText(`${group.label} ${group.keywords ?? ''}`),
      header,
      first,
      count: group.items.length,
    };
  });
  const places = new Map<string, number>();
  options.forEach((option, place) => {
    if (!places.has(option.id)) places.set(option.id, place);
  });
  return { options, groups: indexed, leading: leading.length, places, all };
}

/**
 * The rows left when `typed` is in the box: an option stays when every typed word starts a word of
 * its label or of its group's label and keywords ("english adam", "adam eng"); a group keeps its
 * header while one of its options stays. Nothing typed leaves every row.
 */
export function filterRows(index: ComboBoxIndex, typed: string): Row[] {
  // Run at every letter over all 13 362 voices: plain loops, and each word's needle made once.
  const needles = typedWords(typed).map((word) => ` ${word}`);
  if (needles.length === 0) return index.all;
  const rows: Row[] = [];
  const push = (found: number[]) => {
    for (let at = 0; at < found.length; at += 1) {
      rows.push({ kind: 'option', option: found[at] as number, position: at + 1, size: found.length });
    }
  };
  const found: number[] = [];
  for (let option = 0; option < index.leading; option += 1) {
    if (hasAll(index.options[option]?.words ?? '', needles)) found.push(option);
  }
  push(found);
  index.groups.forEach((group, place) => {
    // The words its group's name takes need not be in the voice's own.
    const rest = needles.filter((needle) => !group.words.includes(needle));
    const inGroup: number[] = [];
    const end = group.first + group.count;
    for (let option = group.first; option < end; option += 1) {
      if (rest.length === 0 || hasAll(index.options[option]?.words ?? '', rest)) inGroup.push(option);
    }
    if (inGroup.length === 0) return;
    rows.push({ kind: 'header', group: place });
    push(inGroup);
  });
  return rows;
}

/** An option's row when nothing is typed. */
export function rowOfOption(index: ComboBoxIndex, option: number): number {
  const group = index.groups[index.options[option]?.group ?? -1];
  return group === undefined ? option : group.header + 1 + (option - group.first);
}

/** How many options `rows` shows, and in how many groups. */
export function countRows(rows: readonly Row[]): { options: number; groups: number } {
  let options = 0;
  let groups = 0;
  for (const row of rows) {
    if (row.kind === 'option') options += 1;
    else groups += 1;
  }
  return { options, groups };
}

/** A row's key among the heights measured: an option's place, or a header's group as a negative. */
export const rowKey = (row: Row): number => (row.kind === 'option' ? row.option : -1 - row.group);

/**
 * Where each row starts, from the top of the list, and (last) where the list ends: each kind of
 * row its kind's height, but for the rows measured otherwise (a label that wraps), by `rowKey`.
 * Run on opening the list and on each letter typed, over every row: a plain loop.
 */
export function offsetsOf(
  rows: readonly Row[],
  heights: { header: number; option: number },
  measured: ReadonlyMap<number, number>,
): Float64Array {
  const offsets = new Float64Array(rows.length + 1);
  const exceptions = measured.size > 0;
  let y = 0;
  for (let at = 0; at < rows.length; at += 1) {
    const row = rows[at] as Row;
    let height = row.kind === 'option' ? heights.option : heights.header;
    if (exceptions) height = measured.get(rowKey(row)) ?? height;
    y += height;
    offsets[at + 1] = y;
  }
  return offsets;
}

/** The row at `y` from the top of the list (the first or last row past either end). */
export function rowAt(offsets: Float64Array, y: number): number {
  const last = offsets.length - 2;
  if (last < 0) return 0;
  let low = 0;
  let high = last;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((offsets[middle] ?? 0) <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The rows to draw for a view from `top`, `height` tall, with `margin` more on either side: [start, end). */
export function rowsInView(
  offsets: Float64Array,
  top: number,
  height: number,
  margin: number,
): [number, number] {
  const count = offsets.length - 1;
  if (count <= 0) return [0, 0];
  return [rowAt(offsets, top - margin), Math.min(count, rowAt(offsets, top + height + margin) + 1)];
}

/**
 * The option row `by` options on from row `from` (back when negative), headers skipped, stopping at
 * the first and the last; from none, the first option (forwards) or the last (backwards).
 */
export function moveBy(rows: readonly Row[], from: number | null, by: number): number | null {
  const step = by < 0 ? -1 : 1;
  let left = from === null ? 1 : Math.abs(by);
  let landed = from;
  const start = (from ?? (step > 0 ? -1 : rows.length)) + step;
  for (let next = start; next >= 0 && next < rows.length && left > 0; next += step) {
    if (rows[next]?.kind === 'option') {
      landed = next;
      left -= 1;
    }
  }
  return landed;
}

/** Rows drawn together: a run of one group's rows (-1: the options above the groups). */
export interface Chunk {
  group: number;
  rows: number[];
  /** The active option, drawn on its own because it lies outside the rows in view. */
  alone: boolean;
}

/**
 * The rows [start, end) in runs of one group each, so each run is drawn as its group; the active
 * option, when outside them, as a run of its own (aria-activedescendant must find it in the page).
 */
export function chunksOf(
  rows: readonly Row[],
  index: ComboBoxIndex,
  [start, end]: [number, number],
  active: number | null,
): Chunk[] {
  const groupOf = (row: Row | undefined) =>
    row === undefined ? -1 : row.kind === 'header' ? row.group : (index.options[row.option]?.group ?? -1);
  const chunks: Chunk[] = [];
  for (let at = start; at < end; at += 1) {
    const group = groupOf(rows[at]);
    const last = chunks.at(-1);
    if (last?.group === group) last.rows.push(at);
    else chunks.push({ group, rows: [at], alone: false });
  }
  if (active !== null && (active < start || active >= end) && rows[active] !== undefined) {
    chunks.push({ group: groupOf(rows[active]), rows: [active], alone: true });
  }
  return chunks;
}
