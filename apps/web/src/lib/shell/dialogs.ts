import { useSyncExternalStore } from 'react';

/**
 * The dialogs and panels the app shell hosts (SHL-6: the notes dialog, achievements dialog
 * and accessibility panel each open or close; the avatar modal). Any feature can open one by name
 * without importing the feature that draws it; at most one is open at a time.
 */
export type ShellDialog = 'notes' | 'achievements' | 'accessibility' | 'avatar' | 'studyTools';

const listeners = new Set<() => void>();
let current: ShellDialog | null = null;

function set(next: ShellDialog | null): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export const openDialog = (dialog: ShellDialog): void => set(dialog);
export const closeDialog = (): void => set(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Also the server render's value (the build's prerender): the store as it starts. */
const getCurrent = () => current;

export function useOpenDialog(): ShellDialog | null {
  return useSyncExternalStore(subscribe, getCurrent, getCurrent);
}

/** Props for a ui Modal or Drawer that the shell shows for `dialog`. */
export function useDialogState(dialog: ShellDialog) {
  const isOpen = useOpenDialog() === dialog;
  return {
    isOpen,
    onOpenChange: (open: boolean) => (open ? set(dialog) : current === dialog && set(null)),
  };
}
