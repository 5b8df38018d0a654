import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { searchCopy as copy } from '../copy';
import * as styles from './search-box.css';

type Loaded = typeof import('./search-box');
let loaded: Loaded | null = null;
let pending: Promise<Loaded> | null = null;
const load = (): Promise<Loaded> => {
  pending ??= import('./search-box').then((module) => {
    loaded = module;
    return module;
  });
  return pending;
};

/**
 * The top-bar search as the page first shows it. The real box (search-box.tsx) is an ARIA combobox
 * on React Aria's Autocomplete, text field and list box, ~30 KB of script that every signed-in
 * page's first view would otherwise wait for although nobody has searched yet. This stand-in is the
 * same field, drawn and named the same, in the first paint (no box popping in later); the real one
 * loads when the pointer comes over it or focus reaches it, and takes over with the focus and
 * whatever was typed meanwhile.
 */
export function DeferredSearchBox() {
  const [box, setBox] = useState<Loaded | null>(loaded);
  const [text, setText] = useState('');
  const [hadFocus, setHadFocus] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  if (box) return <box.SearchBox initialText={text} autoFocus={hadFocus} />;

  const fetchBox = () => {
    void load().then((module) => {
      if (!mounted.current) return;
      setHadFocus(document.activeElement === input.current);
      setBox(module);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // As the real box: Escape clears it (it has no list open yet).
    if (event.key === 'Escape') setText('');
  };

  return (
    <div className={styles.combobox}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {copy.label}
        </label>
        <input
          ref={input}
          id={id}
          className={`${styles.input} ${styles.standIn}`}
          placeholder={copy.placeholder}
          role="combobox"
          aria-expanded="false"
          aria-haspopup="listbox"
          aria-autocomplete="list"
          autoComplete="off"
          autoCorrect="off"
          spellCheck="false"
          enterKeyHint="go"
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPointerEnter={fetchBox}
          onFocus={fetchBox}
        />
      </div>
    </div>
  );
}
