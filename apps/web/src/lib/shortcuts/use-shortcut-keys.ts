import { useEffect } from 'react';
import { openShortcutsLegend } from './legend-state';
import { useShortcutSettings } from './shortcut-settings';
import { type AppAction, appActionFor, keyBelongsElsewhere } from './shortcuts';

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

/**
 * The app's single-key shortcuts, on the whole document: each only when shortcuts are on, the
 * learner is not typing in a field and no dialog or menu has the focus.
 */
export function useShortcutKeys(): void {
  const { settings } = useShortcutSettings();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || keyBelongsElsewhere(document.activeElement)) return;
      const action = appActionFor(settings, event);
      // The key is not typed anywhere once it has acted (the search field would get the '/').
      if (action && run(action)) event.preventDefault();
    };
    // Heard on the way down (capture): React Aria's buttons stop a key's propagation, so with the
    // focus on an icon button a listener on the way up never heard '?'. What owns its keys is left
    // alone by keyBelongsElsewhere instead.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [settings]);
}
