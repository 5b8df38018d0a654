import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as styles from './grouped-combo-box.css';
import {
  FIRST_HEIGHTS,
  type Heights,
  type Measurement,
  type Reveal,
  scrollFor,
  withMeasured,
} from './grouped-combo-box-heights';
import {
  type ComboBoxIndex,
  chunksOf,
  offsetsOf,
  type Row,
  rowKey,
  rowsInView,
} from './grouped-combo-box-rows';
import { CheckIcon } from './icons';
import * as field from './styles/field.css';

/** Where nothing is laid out (a test's DOM): draw as if the list were this tall, in px. */
const UNLAID_VIEW = 320;
/** Rows drawn beyond either edge of the view, in px, so a quick scroll shows no gap. */
const MARGIN = 120;
/** Below the list, in px: its popup's padding and edge, and a little of the page. */
const ROOM_MARGIN = 16;
/** The fewest rows the room under the box must hold for the list to fit there. */
const FEWEST_ROWS = 4;

export interface GroupedListProps {
  /** The listbox's id; each option's id starts with it. */
  id: string;
  labelId: string;
  index: ComboBoxIndex;
  rows: readonly Row[];
  /** The active option's row (the box's aria-activedescendant). */
  active: number | null;
  /** The chosen option's place in the index. */
  chosen: number | undefined;
  /** Where to scroll once drawn: a new object each time it is asked for. */
  reveal: Reveal | null;
  onChoose: (row: number) => void;
  /** How many options a screenful holds (Page Down, Page Up), kept up to date here. */
  page: RefObject<number>;
}

export const optionIdOf = (listId: string, option: number): string => `${listId}-${option}`;

/** An option's name in full: its label, then its group's. */
export function nameOf(index: ComboBoxIndex, option: number): string {
  const item = index.options[option];
  const group = index.groups[item?.group ?? -1];
  if (item === undefined) return '';
  return group && group.label !== item.label ? `${item.label}, ${group.label}` : item.label;
}

/**
 * The open list of `GroupedComboBox`, in its popup under the box: a listbox with only the rows in
 * view (and the active option) in the page, each group's rows a labelled group, placed by the rows'
 * measured heights. A row that changes size without a draw (a narrower window, larger text) is
 * measured again as it does.
 */
export function GroupedList({
  id,
  labelId,
  index,
  rows,
  active,
  chosen,
  reveal,
  onChoose,
  page,
}: GroupedListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const [view, setView] = useState(UNLAID_VIEW);
  const [heights, setHeights] = useHeights(listRef);
  const offsets = useMemo(() => offsetsOf(rows, heights, heights.measured), [rows, heights]);
  const revealed = useRef<Reveal | null>(null);
  page.current = Math.max(1, Math.floor(view / heights.option) - 1);

  // On opening: the list as tall as the room under the box allows, when that holds a few rows; with
  // less room, the page scrolls as little as shows the whole list. (Declared before the draw's
  // effect, which reads the height this sets.)
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    const room = window.innerHeight - list.getBoundingClientRect().top - ROOM_MARGIN;
    if (room >= FIRST_HEIGHTS.option * FEWEST_ROWS) list.style.setProperty(styles.roomProperty, `${room}px`);
    else list.parentElement?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  // After each draw: the list's height, the rows drawn measured, then the scroll asked for.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    const height = list.clientHeight || UNLAID_VIEW;
    if (height !== view) setView(height);
    const measured = withMeasured(heights, measure(list.querySelectorAll('[data-row-key]')));
    if (measured !== heights) {
      setHeights(measured);
      return;
    }
    if (reveal === null || reveal === revealed.current) return;
    revealed.current = reveal;
    const next = scrollFor(offsets, rows, reveal, list.scrollTop, height);
    if (next !== list.scrollTop) list.scrollTop = next;
    setTop(list.scrollTop);
  });

  const chunks = chunksOf(rows, index, rowsInView(offsets, top, view, MARGIN), active);
  return (
    <div
      ref={listRef}
      id={id}
      role="listbox"
      aria-labelledby={labelId}
      className={styles.list}
      onScroll={(event) => setTop(event.currentTarget.scrollTop)}
    >
      <div role="none" className={styles.sizer} style={{ height: offsets[rows.length] }}>
        {chunks.map((chunk) => {
          const group = index.groups[chunk.group];
          return (
            <div
              key={chunk.alone ? 'alone' : chunk.group}
              className={styles.chunk}
              style={{ top: offsets[chunk.rows[0] ?? 0] }}
              {...(group ? { role: 'group', 'aria-label': group.label } : { role: 'none' })}
            >
              {chunk.rows.map((at) => {
                const row = rows[at];
                if (row === undefined) return null;
                const key = rowKey(row);
                return row.kind === 'header' ? (
                  <div key={key} data-row-key={key} aria-hidden="true" className={styles.header}>
                    {group?.label}
                  </div>
                ) : (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the box takes the keys for its options (aria-activedescendant).
                  // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the box, as the combobox pattern keeps it.
                  <div
                    key={key}
                    id={optionIdOf(id, row.option)}
                    role="option"
                    data-row-key={key}
                    // Its group in its name: a filtered list shows many an "Adam", one per language.
                    aria-label={nameOf(index, row.option)}
                    aria-selected={row.option === chosen}
                    aria-posinset={row.position}
                    aria-setsize={row.size}
                    data-focused={at === active || undefined}
                    data-selected={row.option === chosen || undefined}
                    className={`${field.option} ${styles.option}`}
                    onClick={() => onChoose(at)}
                  >
                    <span>{index.options[row.option]?.label}</span>
                    {row.option === chosen ? <CheckIcon className={styles.check} /> : null}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

const measure = (elements: Iterable<Element>): Measurement[] =>
  [...elements].map((element) => ({
    key: Number((element as HTMLElement).dataset.rowKey),
    height: element.getBoundingClientRect().height,
  }));

/**
 * The heights rows are placed by, and a watch on the rows drawn: one that changes size between
 * draws updates them (each row is watched from its first draw, and let go when no longer drawn).
 */
function useHeights(listRef: RefObject<HTMLDivElement | null>): [Heights, (next: Heights) => void] {
  const [heights, setHeights] = useState<Heights>(FIRST_HEIGHTS);
  const latest = useRef(heights);
  latest.current = heights;
  const watch = useRef<ResizeObserver | null>(null);
  const watched = useRef(new Set<Element>());

  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = withMeasured(latest.current, measure(entries.map((entry) => entry.target)));
      if (next !== latest.current) setHeights(next);
    });
    watch.current = observer;
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const observer = watch.current;
    const list = listRef.current;
    if (observer === null || list === null) return;
    const drawn = new Set(list.querySelectorAll('[data-row-key]'));
    for (const element of watched.current) {
      if (!drawn.has(element)) observer.unobserve(element);
    }
    for (const element of drawn) {
      if (!watched.current.has(element)) observer.observe(element);
    }
    watched.current = drawn;
  });

  return [heights, setHeights];
}
