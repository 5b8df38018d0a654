import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { THEME_ATTRIBUTE } from '@studyflow/ui/theme/attribute';
import { darkColors, lightColors } from '@studyflow/ui/theme/tokens';
import { useSyncExternalStore } from 'react';
import { storage, type Theme } from '../storage/storage';

/** Browser chrome colour per theme: the theme's background. */
const CHROME_COLOUR: Record<Theme, string> = { light: lightColors.background, dark: darkColors.background };

const listeners = new Set<() => void>();
let current: Theme = storage.get(STORAGE_KEYS.preferredTheme) ?? 'light';

/** Puts the theme on <html>; called before the first render so the page never flashes light. */
export function applyTheme(theme: Theme = current): void {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', CHROME_COLOUR[theme]);
}

export function setTheme(theme: Theme): void {
  current = theme;
  storage.set(STORAGE_KEYS.preferredTheme, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/**
 * The theme chosen in another tab of this app: this one follows (the browser fires the storage
 * event in every tab but the one that wrote).
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.preferredTheme) return;
    const theme = storage.get(STORAGE_KEYS.preferredTheme) ?? 'light';
    if (theme === current) return;
    current = theme;
    applyTheme(theme);
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getCurrent = () => current;
/**
 * The build's prerender draws every page light, and the app hydrates a prerendered page as it was
 * drawn (main.tsx): the stored theme follows in the next render.
 */
const getPrerendered = (): Theme => 'light';

/** Light by default; the toggle flips it and it is remembered (SHL-8). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getCurrent, getPrerendered);
}
