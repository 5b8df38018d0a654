import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Stack } from '@studyflow/ui/stack';
import { TextField } from '@studyflow/ui/text-field';
import { useEffect, useRef, useState } from 'react';
import { shortcutsCopy as copy, keyName, remapErrorText } from './copy';
import { type KeyMap, type ShortcutAction, validateRemap } from './shortcuts';
import * as styles from './shortcuts-legend.css';

interface ShortcutRowProps {
  action: ShortcutAction;
  keys: KeyMap;
  /** Keeps the new key; false when the browser could not store it. */
  onSave: (action: ShortcutAction, key: string) => boolean;
  onStatus: (message: string) => void;
}

/**
 * One shortcut of the legend: its key and what it does, and a Change button that opens a field for
 * the new key. What was typed stays in the field with the reason when it cannot be used.
 */
export function ShortcutRow({ action, keys, onSave, onStatus }: ShortcutRowProps) {
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // ui's Button keeps its own ref: focus finds the button inside this wrapper.
  const changeButton = useRef<HTMLSpanElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);
  const does = copy.actions[action];

  // Focus goes into the field on opening and back to Change on closing, never to the page's top.
  useEffect(() => {
    if (editing) field.current?.focus();
    else if (wasEditing.current) changeButton.current?.querySelector('button')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const close = () => {
    setEditing(false);
    setTyped('');
    setError(null);
  };
  const save = () => {
    const result = validateRemap(keys, action, typed);
    if (!result.ok) {
      setError(remapErrorText(result.error, result.takenBy));
      field.current?.focus();
      return;
    }
    const kept = onSave(action, result.key);
    onStatus(kept ? copy.saved(does, keyName(result.key)) : copy.notKept);
    close();
  };

  return (
    <div className={styles.entry}>
      <dt className={styles.keys}>
        <kbd className={styles.kbd}>{keyName(keys[action])}</kbd>
      </dt>
      <dd className={styles.does}>
        <Stack gap="2">
          <Cluster gap="3" align="center">
            <span>{does}</span>
            {editing ? null : (
              <span ref={changeButton}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={copy.changeLabel(does)}
                  onPress={() => setEditing(true)}
                >
                  {copy.change}
                </Button>
              </span>
            )}
          </Cluster>
          {editing ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                save();
              }}
            >
              <Stack gap="2">
                <TextField
                  label={copy.newKeyLabel(does)}
                  description={copy.newKeyHint}
                  value={typed}
                  onChange={setTyped}
                  errorMessage={error}
                  inputRef={field}
                  autoComplete="off"
                  onKeyDown={(event) => {
                    // Escape leaves the field, not the whole legend.
                    if (event.key === 'Escape') {
                      event.stopPropagation();
                      close();
                    }
                  }}
                />
                <Cluster gap="2">
                  <Button type="submit" variant="primary" size="sm">
                    {copy.save}
                  </Button>
                  <Button variant="secondary" size="sm" onPress={close}>
                    {copy.cancel}
                  </Button>
                </Cluster>
              </Stack>
            </form>
          ) : null}
        </Stack>
      </dd>
    </div>
  );
}
