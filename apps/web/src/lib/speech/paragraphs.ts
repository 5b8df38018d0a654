/** One text node of a paragraph and where its text starts in the paragraph's text. */
interface Piece {
  node: Text;
  start: number;
}

/** A stretch of the content read as one utterance: its block element, its text and where it comes from. */
export interface Paragraph {
  element: Element;
  text: string;
  pieces: Piece[];
}

/** Elements whose text is one paragraph each: a text node belongs to the nearest of them above it. */
const BLOCK = [
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'dt',
  'dd',
  'figcaption',
  'pre',
  'td',
  'th',
  'caption',
  'label',
  'legend',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'details',
  'summary',
  '[data-read-aloud-block]',
].join(', ');

/**
 * What is never read: the control itself (marked), what assistive technology is told to ignore,
 * hidden content, form controls (their labels are read, what the learner typed is not) and media.
 */
const SKIP = [
  '[data-read-aloud-skip]',
  '[aria-hidden="true"]',
  '[hidden]',
  'button',
  'textarea',
  'input',
  'select',
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'video',
  'audio',
  'iframe',
].join(', ');

function isSkipped(node: Text, root: Element): boolean {
  for (let element = node.parentElement; element; element = element.parentElement) {
    if (element.matches(SKIP)) return true;
    if (element === root) return false;
  }
  return true;
}

function ownerOf(node: Text, root: Element): Element {
  for (let element = node.parentElement; element && element !== root; element = element.parentElement) {
    if (element.matches(BLOCK)) return element;
  }
  return root;
}

/**
 * The paragraphs of `root` in reading order: each run of text nodes that share their nearest block
 * element is one paragraph, so `<li>Item<ul><li>Sub</li></ul></li>` reads as 'Item' then 'Sub',
 * and inline marks (`<strong>`, links) stay inside their paragraph. Blank runs are left out. The
 * text is the nodes' text exactly (no whitespace folded), so a boundary event's charIndex is an
 * offset into the page's own text.
 */
export function collectParagraphs(root: Element): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let current: Paragraph | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (isSkipped(text, root)) continue;
    const owner = ownerOf(text, root);
    if (current === null || current.element !== owner) {
      current = { element: owner, text: '', pieces: [] };
      paragraphs.push(current);
    }
    current.pieces.push({ node: text, start: current.text.length });
    current.text += text.data;
  }
  return paragraphs.filter((paragraph) => paragraph.text.trim() !== '');
}

const SPACE = /\s/;

/**
 * The word a boundary event points at, as [start, end) in the paragraph's text. Chromium sends
 * charLength; where a browser sends none (or 0) the word runs to the next white space. Leading
 * white space is stepped over; an index outside the text gives null.
 */
export function wordAt(text: string, charIndex: number, charLength?: number): [number, number] | null {
  if (!Number.isInteger(charIndex) || charIndex < 0 || charIndex >= text.length) return null;
  let start = charIndex;
  while (start < text.length && SPACE.test(text.charAt(start))) start += 1;
  let end: number;
  if (charLength !== undefined && charLength > 0) {
    end = Math.min(text.length, charIndex + charLength);
  } else {
    end = start;
    while (end < text.length && !SPACE.test(text.charAt(end))) end += 1;
  }
  return end > start ? [start, end] : null;
}

/** A text node and an offset in it for a position in the paragraph's text. */
export function pointAt(
  paragraph: Paragraph,
  offset: number,
  edge: 'start' | 'end',
): { node: Text; offset: number } | null {
  for (const piece of paragraph.pieces) {
    const end = piece.start + piece.node.data.length;
    const inside =
      edge === 'start' ? offset >= piece.start && offset < end : offset > piece.start && offset <= end;
    if (inside) return { node: piece.node, offset: offset - piece.start };
  }
  return null;
}

/** The DOM range of [start, end) in the paragraph, across inline elements; null if out of bounds. */
export function rangeOf(paragraph: Paragraph, [start, end]: [number, number]): Range | null {
  const from = pointAt(paragraph, start, 'start');
  const to = pointAt(paragraph, end, 'end');
  if (from === null || to === null) return null;
  const range = paragraph.element.ownerDocument.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range;
}
