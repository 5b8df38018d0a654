import { LIMITS } from '@studyflow/contracts/limits';
import { Stack } from '@studyflow/ui/stack';
import * as field from '@studyflow/ui/styles/field.css';
import { type FocusEvent, type KeyboardEvent, useCallback, useRef, useState } from 'react';
import {
  Autocomplete,
  Header,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  TextField,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useSearchResults } from '../api/search';
import { searchCopy as copy } from '../copy';
import { searchGroups } from '../search-groups';
import * as styles from './search-box.css';

export interface SearchBoxProps {
  /** What the learner typed into the stand-in (deferred-search-box.tsx) before this took over. */
  initialText?: string;
  /** Take the focus on mounting: the stand-in had it. */
  autoFocus?: boolean;
}

/**
 * The top-bar search (SRC-1 to SRC-3): an ARIA combobox. Typing waits 300 ms before asking, an
 * empty box asks nothing; results come grouped into steps, chapters and learning modules. Arrows
 * move through them, Enter opens one, Escape closes the list (and a second Escape clears the box).
 *
 * The list is a non-modal popup under the box, in the page's own order. React Aria's ComboBox hides
 * everything else from assistive technology while its list is open (aria-hidden around the box and
 * its popover), although the rest of the top bar, the menu and the page stay focusable and in
 * reach: axe's aria-hidden-focus, and a page that vanishes for a screen reader user who tabs on.
 * Its Autocomplete keeps focus in the box and moves a virtual focus through the list
 * (aria-activedescendant) without hiding anything; the combobox role and its open state are ours.
 */
export function SearchBox({ initialText = '', autoFocus = false }: SearchBoxProps = {}) {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(initialText.trim() !== '');
  const root = useRef<HTMLDivElement>(null);
  // Focused as it is attached, in the commit that replaced the stand-in: no key pressed in between
  // can land nowhere. The caret goes after what was typed there.
  const focusOnMount = useRef(autoFocus);
  const takeFocus = useCallback((input: HTMLInputElement | null) => {
    if (!input || !focusOnMount.current) return;
    focusOnMount.current = false;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  // Opened by an arrow key: the first result takes the virtual focus, as the arrow asked.
  const [focusFirst, setFocusFirst] = useState(false);
  const query = useDebouncedValue(text.trim(), LIMITS.searchDebounceMs);
  const results = useSearchResults(query);
  const [, navigate] = useLocation();
  const groups = query === '' ? [] : searchGroups(results.data);
  const urls = new Map(groups.flatMap((group) => group.hits.map(({ key, hit }) => [key, hit.url])));
  const waiting = text.trim() !== query || results.isFetching;
  const expanded = open && text.trim() !== '';

  const choose = (key: Key) => {
    const url = urls.get(String(key));
    if (!url) return;
    setText('');
    setOpen(false);
    navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab' && expanded) {
      // Closed before the browser moves focus: Chrome would otherwise stop on the scrolling list,
      // which is no tab stop of the combobox pattern.
      flushSync(() => setOpen(false));
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !expanded && text.trim() !== '') {
      setFocusFirst(true);
      setOpen(true);
    }
  };

  // Focus leaving the box for anywhere but its list (Tab, a click elsewhere) closes the list.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!root.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={root} className={styles.combobox}>
      <Autocomplete
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          setFocusFirst(false);
          setOpen(value.trim() !== '');
        }}
        disableAutoFocusFirst
      >
        <TextField className={styles.field}>
          <Label className={styles.label}>{copy.label}</Label>
          <Input
            ref={takeFocus}
            className={styles.input}
            placeholder={copy.placeholder}
            role="combobox"
            aria-expanded={expanded}
            aria-haspopup="listbox"
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          />
        </TextField>
        {expanded ? (
          // The listbox itself scrolls: as a combobox's popup it needs no tab stop of its own.
          <ListBox
            className={`${field.popover} ${styles.popover}`}
            aria-label={copy.resultsLabel}
            onAction={choose}
            autoFocus={focusFirst ? 'first' : undefined}
            renderEmptyState={() => (
              <p className={styles.empty} role="status">
                {waiting ? copy.searching : copy.noResults}
              </p>
            )}
          >
            {groups.map((group) => (
              <ListBoxSection key={group.id} id={group.id}>
                <Header className={styles.groupHeader}>{copy.groups[group.id]}</Header>
                {group.hits.map(({ key, hit }) => (
                  <ListBoxItem
                    key={key}
                    id={key}
                    textValue={`${hit.name}, ${copy.inFlow(hit.flowName)}`}
                    className={field.option}
                  >
                    <Stack as="span" className={styles.optionText}>
                      <span>{hit.name}</span>
                      <span className={styles.optionMeta}>{copy.inFlow(hit.flowName)}</span>
                    </Stack>
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ))}
          </ListBox>
        ) : null}
      </Autocomplete>
    </div>
  );
}
