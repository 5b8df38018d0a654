import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { READING_ATTRIBUTE } from '../speech/marks';
import { REGION_ATTRIBUTE, TOOLS_ATTRIBUTE } from './attributes';
import { useReadingCopy } from './copy';
import { bandOf, firstLineFrom, type Line, lineAt, lineStartingBand, measureLines, wordsOn } from './lines';
import * as styles from './reading-guide.css';

export interface ReadingGuideProps {
  /** The reading region the guide moves over (read aloud's). */
  target: RefObject<Element | null>;
  /** How many lines the band shows. */
  size: number;
}

const sameLines = (a: readonly Line[], b: readonly Line[]) =>
  a.length === b.length &&
  a.every((line, index) => line.top === b[index]?.top && line.bottom === b[index]?.bottom);

const offsetIn = (region: Element, element: Element) =>
  element.getBoundingClientRect().top - region.getBoundingClientRect().top;

/** How far each key moves the band, in lines (Page Up and Down: a band's height). */
const moves = (size: number): Record<string, number> => ({
  ArrowDown: 1,
  ArrowUp: -1,
  PageDown: size,
  PageUp: -size,
});

/**
 * The reading guide over a reading region (docs/decisions.md, "Reading guide"): a band of `size`
 * lines, the rest of the region dimmed. Loaded while the guide is on. The band follows the pointer
 * over the text, a focused element inside the region, and the paragraph read aloud; it is itself a
 * slider in the tab order, which the up and down arrow keys move line by line (Tab leaves it). The
 * dim is decoration (aria-hidden, the pointer goes through it): the text stays as it is for
 * screen readers, selection and clicks.
 */
export function ReadingGuide({ target, size }: ReadingGuideProps) {
  const copy = useReadingCopy();
  const helpId = useId();
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [index, setIndex] = useState<number | null>(null);
  const bandRef = useRef<HTMLDivElement>(null);
  const scrollToBand = useRef(false);
  const latest = useRef({ lines, size });
  latest.current = { lines, size };

  // After the commit (a passive effect), when the region's ref is set whichever comes first in the tree.
  useEffect(() => {
    const region = target.current;
    if (!(region instanceof HTMLElement)) return;
    // Right after the tools where they are inside the region (so Tab goes from them to the band), else first.
    const own = document.createElement('div');
    own.className = styles.layer;
    own.setAttribute('data-read-aloud-skip', '');
    const tools = region.querySelector(`[${TOOLS_ATTRIBUTE}]`);
    if (tools) tools.after(own);
    else region.prepend(own);
    region.setAttribute(REGION_ATTRIBUTE, '');
    setLayer(own);

    let frame = 0;
    const measure = (): Line[] => {
      frame = 0;
      const next = measureLines(region);
      setLines((before) => (sameLines(before, next) ? before : next));
      latest.current.lines = next;
      return next;
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    // It starts on the first line on screen (the region may start above the window).
    const first = measure();
    const onScreen = firstLineFrom(first, -region.getBoundingClientRect().top);
    setIndex((at) => at ?? lineStartingBand(onScreen, latest.current.size, first.length));

    const toParagraph = (element: Element) => {
      const current = latest.current.lines;
      const top = firstLineFrom(current, offsetIn(region, element));
      setIndex(lineStartingBand(top, latest.current.size, current.length));
    };
    const observer = new MutationObserver((records) => {
      if (records.some((record) => record.type !== 'attributes' && !own.contains(record.target))) later();
      const read = records
        .map((record) => record.target)
        .filter((node): node is Element => node instanceof Element && node.hasAttribute(READING_ATTRIBUTE))
        .at(-1);
      if (read) toParagraph(read);
    });
    observer.observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: [READING_ATTRIBUTE],
    });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    resize?.observe(region);
    document.fonts?.addEventListener?.('loadingdone', later);

    const outsideText = (node: EventTarget | null) =>
      !(node instanceof Element) || own.contains(node) || node.closest(`[${TOOLS_ATTRIBUTE}]`) !== null;
    const point = (event: PointerEvent) => {
      // A finger moves the band where it touches; its moves are scrolling.
      if ((event.type === 'pointermove' && event.pointerType === 'touch') || outsideText(event.target))
        return;
      const at = lineAt(latest.current.lines, event.clientY - region.getBoundingClientRect().top);
      if (at >= 0) setIndex(at);
    };
    // A link or field focused in the region comes into the band, so the dim never hides the focus.
    const focus = (event: FocusEvent) => {
      if (outsideText(event.target) || !(event.target instanceof Element)) return;
      const rect = event.target.getBoundingClientRect();
      const middle = (rect.top + rect.bottom) / 2 - region.getBoundingClientRect().top;
      const at = lineAt(latest.current.lines, middle);
      if (at >= 0) setIndex(at);
    };
    region.addEventListener('pointermove', point);
    region.addEventListener('pointerdown', point);
    region.addEventListener('focusin', focus);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      resize?.disconnect();
      document.fonts?.removeEventListener?.('loadingdone', later);
      region.removeEventListener('pointermove', point);
      region.removeEventListener('pointerdown', point);
      region.removeEventListener('focusin', focus);
      region.removeAttribute(REGION_ATTRIBUTE);
      own.remove();
      setLayer(null);
    };
    // The lines and size are read through `latest`: a new size keeps the band where it is.
  }, [target]);

  const current = index === null || lines.length === 0 ? null : Math.min(index, lines.length - 1);
  const band = current === null ? null : bandOf(lines, current, size);
  const line = current === null ? undefined : lines[current];
  const region = target.current;
  const words = useMemo(() => (region && line ? wordsOn(region, line) : ''), [region, line]);

  // A key press that moved the band brings it into view (the pointer and read aloud need not).
  useLayoutEffect(() => {
    if (!scrollToBand.current) return;
    scrollToBand.current = false;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    bandRef.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (current === null) return;
    const step = moves(size)[event.key];
    const next =
      step !== undefined
        ? current + step
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? lines.length - 1
            : null;
    if (next === null) return;
    event.preventDefault();
    scrollToBand.current = true;
    setIndex(Math.max(0, Math.min(lines.length - 1, next)));
  };

  if (layer === null || band === null || current === null) return null;
  return createPortal(
    <>
      <div aria-hidden="true" className={styles.shade} style={{ top: 0, height: band.top }} />
      <div aria-hidden="true" className={styles.shade} style={{ top: band.bottom, bottom: 0 }} />
      <div
        ref={bandRef}
        role="slider"
        tabIndex={0}
        aria-label={copy.guide}
        aria-describedby={helpId}
        aria-orientation="vertical"
        aria-valuemin={1}
        aria-valuemax={lines.length}
        aria-valuenow={current + 1}
        aria-valuetext={copy.position(current + 1, lines.length, words)}
        className={styles.band}
        style={{ top: band.top, height: band.bottom - band.top }}
        onKeyDown={onKeyDown}
      />
      <span id={helpId} hidden>
        {copy.help}
      </span>
    </>,
    layer,
  );
}
