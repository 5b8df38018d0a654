/**
 * The lines of text in a reading region, as the reading guide moves over them: where each line box
 * is, measured from the region's top, so page scrolling leaves them as they are.
 */
export interface Line {
  top: number;
  bottom: number;
}

/** The band of lines the guide shows: its first and last line and where it is drawn. */
export interface Band extends Line {
  first: number;
  last: number;
}

/**
 * Text the guide passes over: not the reading tools or the guide itself (read aloud's own mark),
 * nothing assistive technology is told to ignore, nothing hidden.
 */
const SKIP = '[data-read-aloud-skip], [aria-hidden="true"], [hidden], script, style, template, noscript';

function skipped(node: Text, root: Element): boolean {
  for (let element = node.parentElement; element && element !== root; element = element.parentElement) {
    if (element.matches(SKIP)) return true;
  }
  return false;
}

/** Every text node of `root` the guide passes over, with words on show. */
function textNodes(root: Element): Text[] {
  const nodes: Text[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text.data.trim() !== '' && !skipped(text, root)) nodes.push(text);
  }
  return nodes;
}

/**
 * Line boxes into lines: boxes that share most of their height are on one line (a link, a bold
 * word or a bigger word beside plain text), the line running from the highest top to the lowest
 * bottom among them.
 */
export function mergeLines(boxes: readonly Line[]): Line[] {
  const sorted = [...boxes].sort((a, b) => a.top - b.top || a.bottom - b.bottom);
  const lines: Line[] = [];
  for (const box of sorted) {
    const last = lines.at(-1);
    const shared = last ? Math.min(last.bottom, box.bottom) - Math.max(last.top, box.top) : 0;
    const smaller = last ? Math.min(last.bottom - last.top, box.bottom - box.top) : 0;
    if (last && shared >= smaller / 2) {
      last.top = Math.min(last.top, box.top);
      last.bottom = Math.max(last.bottom, box.bottom);
    } else {
      lines.push({ top: box.top, bottom: box.bottom });
    }
  }
  return lines;
}

/** The lines of text in `root` as it is laid out now, top to bottom. */
export function measureLines(root: Element): Line[] {
  const origin = root.getBoundingClientRect().top;
  const range = root.ownerDocument.createRange();
  const boxes: Line[] = [];
  for (const node of textNodes(root)) {
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width > 0 && rect.height > 0)
        boxes.push({ top: rect.top - origin, bottom: rect.bottom - origin });
    }
  }
  return mergeLines(boxes);
}

/** The line at `y` (from the region's top), or the nearest one; -1 when there are none. */
export function lineAt(lines: readonly Line[], y: number): number {
  let nearest = -1;
  let distance = Number.POSITIVE_INFINITY;
  for (const [index, line] of lines.entries()) {
    const away = y < line.top ? line.top - y : y > line.bottom ? y - line.bottom : 0;
    if (away < distance) {
      nearest = index;
      distance = away;
    }
  }
  return nearest;
}

/** The first line that reaches below `y`, or the last line; -1 when there are none. */
export function firstLineFrom(lines: readonly Line[], y: number): number {
  const index = lines.findIndex((line) => line.bottom > y + 1);
  return index === -1 ? lines.length - 1 : index;
}

/**
 * The band of `size` lines with line `index` in its middle (the line above it for an even size).
 * At the first and last lines it is cut short rather than moved, so every press of an arrow key
 * moves it and every line can be the one in the middle. Null without lines.
 */
export function bandOf(lines: readonly Line[], index: number, size: number): Band | null {
  if (lines.length === 0) return null;
  const at = Math.max(0, Math.min(lines.length - 1, index));
  const before = Math.floor((size - 1) / 2);
  const first = Math.max(0, at - before);
  const last = Math.min(lines.length - 1, at + (size - 1 - before));
  const top = lines[first]?.top ?? 0;
  const bottom = lines[last]?.bottom ?? top;
  return { first, last, top, bottom };
}

/** The middle line of a band whose top is line `first`: how a paragraph read aloud becomes the band's top. */
export const lineStartingBand = (first: number, size: number, count: number): number =>
  Math.max(0, Math.min(count - 1, first + Math.floor((size - 1) / 2)));

const WORD = /\S+/g;

/** The words on `line` of `root`, in reading order, for the guide's name of where it is. */
export function wordsOn(root: Element, line: Line): string {
  const origin = root.getBoundingClientRect().top;
  const range = root.ownerDocument.createRange();
  const words: string[] = [];
  const inside = (rect: DOMRect) => {
    const middle = (rect.top + rect.bottom) / 2 - origin;
    return rect.height > 0 && middle >= line.top && middle <= line.bottom;
  };
  for (const node of textNodes(root)) {
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()];
    if (!rects.some(inside)) continue;
    for (const match of node.data.matchAll(WORD)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (inside(range.getBoundingClientRect())) words.push(match[0]);
    }
  }
  return words.join(' ');
}
