import { type KeyboardEvent, memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import * as styles from './grouped-combo-box.css';
import type { Reveal } from './grouped-combo-box-heights';
import { GroupedList, nameOf, optionIdOf } from './grouped-combo-box-list';
import {
  buildIndex,
  type ComboBoxGroup,
  type ComboBoxOption,
  countRows,
  filterRows,
  moveBy,
  rowOfOption,
} from './grouped-combo-box-rows';
import { ChevronDownIcon } from './icons';
import * as field from './styles/field.css';
import { visuallyHidden } from './visually-hidden.css';

export type { ComboBoxGroup, ComboBoxOption } from './grouped-combo-box-rows';

/** The words the box says, in the app's copy. */
export interface GroupedComboBoxWords {
  /** Under the box while nothing is typed: how many options there are, in how many groups. */
  all: (options: number, groups: number) => string;
  /** Under the box while something is typed: how many options match (none included). */
  matches: (options: number) => string;
  /** The name of the button beside the box that shows the whole list. */
  showAll: string;
}

export interface GroupedComboBoxProps {
  label: string;
  /** Options above the groups (a default, say). */
  leading?: readonly ComboBoxOption[];
  groups: readonly ComboBoxGroup[];
  /** The id of the option chosen; the box shows its label and its group's. */
  selectedKey: string;
  onSelectionChange: (key: string) => void;
  words: GroupedComboBoxWords;
}

/** How long typing must pause before the number of matches is announced. */
const ANNOUNCE_AFTER_MS = 500;
const NO_ROWS: readonly ComboBoxOption[] = [];

/**
 * An editable combobox (WAI-ARIA's combobox with a listbox popup, list autocomplete) for lists of
 * thousands of options in labelled groups. Focus stays in the box: typing filters (every word typed
 * starts a word of the option's label or of its group's), Down and Up open the list and move
 * through it, Page Down and Page Up move a screenful, Enter chooses, Escape closes and puts back the
 * chosen option's name; the button beside the box shows the whole list. Under the box, how many
 * options there are or match; a polite live region says so once typing pauses.
 *
 * Only the rows in view are in the page (with the active option's), placed by their measured
 * heights, so opening and typing cost the same for ten options or 13 362. React Aria's ComboBox and
 * Virtualizer took 300 to 800 ms to open on such a list at 4× CPU throttling: they build and lay
 * out an object for every option (docs/decisions.md, "Read aloud").
 */
export const GroupedComboBox = memo(function GroupedComboBox({
  label,
  leading = NO_ROWS,
  groups,
  selectedKey,
  onSelectionChange,
  words,
}: GroupedComboBoxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const index = useMemo(() => buildIndex(leading, groups), [leading, groups]);
  const [open, setOpen] = useState(false);
  /** What the learner typed since the list opened; null: nothing, the box shows the chosen option. */
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState<number | null>(null);
  /** Where the list scrolls to next: the chosen option on opening, the active one as it moves. */
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const page = useRef(1);
  const [announcement, setAnnouncement] = useState('');

  const rows = useMemo(() => (typed === null ? index.all : filterRows(index, typed)), [index, typed]);
  const expanded = open && rows.length > 0;
  const chosen = index.places.get(selectedKey);
  const counted = useMemo(() => countRows(rows), [rows]);
  const total = useMemo(() => countRows(index.all), [index]);
  const searching = typed !== null && typed.trim() !== '';
  const allText = words.all(total.options - index.leading, total.groups);
  const countText = searching ? words.matches(counted.options) : allText;

  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(null);
  };

  /** Opens the whole list at the chosen option, made active when the keyboard opened it. */
  const openList = (activate: boolean) => {
    const row = chosen === undefined ? moveBy(index.all, null, 1) : rowOfOption(index, chosen);
    setTyped(null);
    setOpen(true);
    setActive(activate ? row : null);
    setReveal(row === null ? null : { row, align: 'start' });
  };

  const choose = (row: number) => {
    const picked = rows[row];
    if (picked?.kind !== 'option') return;
    const option = index.options[picked.option];
    close();
    if (option) onSelectionChange(option.id);
  };

  const move = (by: number) => {
    const next = moveBy(rows, active, by);
    if (next === null) return;
    setActive(next);
    setReveal({ row: next, align: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(!event.altKey);
        else if (event.altKey && event.key === 'ArrowUp') close();
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'PageDown':
      case 'PageUp':
        if (!expanded) break;
        event.preventDefault();
        move(event.key === 'PageDown' ? page.current : -page.current);
        break;
      case 'Enter':
        if (!open) break;
        event.preventDefault();
        if (active !== null) choose(active);
        break;
      case 'Escape':
        // Handled here only: a dialog around the box must not close as well.
        if (!open && typed === null) break;
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
    }
  };

  useEffect(() => {
    if (!open) {
      setAnnouncement('');
      return;
    }
    const timer = window.setTimeout(() => setAnnouncement(countText), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [open, countText]);

  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const countId = `${id}-count`;
  const activeRow = active === null ? undefined : rows[active];
  const value = typed ?? (chosen === undefined ? '' : nameOf(index, chosen));

  return (
    <div className={styles.root}>
      <label id={labelId} htmlFor={`${id}-input`} className={field.label}>
        {label}
      </label>
      {/* The list opens under the box, over the page; the count under the box stays put. */}
      <div className={styles.anchor}>
        <div className={styles.control}>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className={styles.input}
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={
              expanded && activeRow?.kind === 'option' ? optionIdOf(listId, activeRow.option) : undefined
            }
            aria-describedby={countId}
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => {
              setTyped(event.target.value);
              setOpen(true);
              setActive(null);
              setReveal({ row: 0, align: 'start' });
            }}
            onKeyDown={onKeyDown}
            // The whole name is selected, so what is typed replaces it.
            onFocus={(event) => event.currentTarget.select()}
            onMouseUp={(event) => event.preventDefault()}
            onClick={() => {
              if (!open) openList(false);
            }}
            onBlur={close}
          />
          <button
            type="button"
            tabIndex={-1}
            className={styles.toggle}
            aria-label={words.showAll}
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            // Focus stays in the box, as the combobox pattern keeps it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (expanded) close();
              else openList(false);
              inputRef.current?.focus();
            }}
          >
            <ChevronDownIcon />
          </button>
        </div>
        {open ? (
          // Focus stays in the box, as the combobox pattern keeps it.
          // biome-ignore lint/a11y/noStaticElementInteractions: a press here only keeps the box's focus.
          <div className={`${field.popover} ${styles.popup}`} onMouseDown={(event) => event.preventDefault()}>
            {/* Seen while typing; heard from the live region below. */}
            <p id={`${id}-matches`} className={styles.matches} aria-hidden="true">
              {countText}
            </p>
            {expanded ? (
              <GroupedList
                id={listId}
                labelId={labelId}
                index={index}
                rows={rows}
                active={active}
                chosen={chosen}
                reveal={reveal}
                onChoose={choose}
                page={page}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      <p id={countId} className={field.description}>
        {allText}
      </p>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
});
