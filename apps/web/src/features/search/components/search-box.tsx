import { LIMITS } from '@studyflow/contracts/limits';
import * as field from '@studyflow/ui/styles/field.css';
import { useState } from 'react';
import {
  ComboBox,
  Header,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
} from 'react-aria-components';
import { useLocation } from 'wouter';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchResults } from '../api/search';
import { searchCopy as copy } from '../copy';
import { searchGroups } from '../search-groups';
import * as styles from './search-box.css';

/**
 * The top-bar search (SRC-1 to SRC-3): an ARIA combobox. Typing waits 300 ms before asking, an
 * empty box asks nothing; results come grouped into steps, chapters and learning modules. Arrows
 * move through them, Enter opens one, Escape closes the list (and a second Escape clears the box).
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), LIMITS.searchDebounceMs);
  const results = useSearchResults(query);
  const [, navigate] = useLocation();
  const groups = query === '' ? [] : searchGroups(results.data);
  const urls = new Map(groups.flatMap((group) => group.hits.map(({ key, hit }) => [key, hit.url])));
  const waiting = text.trim() !== query || results.isFetching;

  const open = (key: Key | null) => {
    const url = key === null ? undefined : urls.get(String(key));
    if (!url) return;
    setText('');
    navigate(url);
  };

  return (
    <ComboBox
      className={styles.combobox}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={open}
      menuTrigger="input"
      allowsCustomValue
      allowsEmptyCollection={text.trim() !== ''}
      // The server has already chosen the results; the combobox must not filter them again.
      defaultFilter={() => true}
    >
      <Label className={styles.label}>{copy.label}</Label>
      <Input className={styles.input} placeholder={copy.placeholder} />
      <Popover className={`${field.popover} ${styles.popover}`} placement="bottom start">
        <ListBox
          className={styles.list}
          aria-label={copy.resultsLabel}
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
                  <span className={styles.optionText}>
                    <span>{hit.name}</span>
                    <span className={styles.optionMeta}>{copy.inFlow(hit.flowName)}</span>
                  </span>
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ))}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
