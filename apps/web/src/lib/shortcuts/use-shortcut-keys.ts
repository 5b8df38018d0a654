import { useEffect } from 'react';
import { takeEarlyKeys } from './early-keys';
import { openShortcutsLegend } from './legend-state';
import { useShortcutSettings } from './shortcut-settings';
import { type AppAction, appActionFor, keyBelongsElsewhere, type ShortcutSettings } from './shortcuts';

/** The top bar's search field (SRC-1), where the page has one. */
const searchField = () => document.querySelector<HTMLInputElement>('[role="search"] input');

function run(action: AppAction): boolean {
  if (action === 'openLegend') {
    openShortcutsLegend();
    return true;
  }
  const field = searchField();
  if (!field) return false;
  field.focus();
  return true;
}

/** Carries out a key the learner pressed, as their settings say; true when it did something. */
function act(settings: ShortcutSettings, event: Parameters<typeof appActionFor>[1], focused: Element | null) {
  if (keyBelongsElsewhere(focused)) return false;
  const action = appActionFor(settings, event);
  return action !== null && run(action);
}

/**
 * The app's single-key shortcuts, on the whole document: each only when shortcuts are on, the
 * learner is not typing in a field and no dialog or menu has the focus. Keys pressed before this
 * code had loaded are carried out first, as they would have been then.
 */
export function useShortcutKeys(): void {
  const { settings } = useShortcutSettings();
  useEffect(() => {
    for (const early of takeEarlyKeys()) act(settings, early, early.focused);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      // The key is not typed anywhere once it has acted (the search field would get the '/').
      if (act(settings, event, document.activeElement)) event.preventDefault();
    };
    // Heard on the way down (capture): React Aria's buttons stop a key's propagation, so with the
    // focus on an icon button a listener on the way up never heard '?'. What owns its keys is left
    // alone by keyBelongsElsewhere instead.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [settings]);
}

/** The shortcuts as a component, for the shell to load when they are wanted (shortcuts-host.tsx). */
export function ShortcutKeys(): null {
  useShortcutKeys();
  return null;
}
