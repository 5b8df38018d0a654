import { isPageDrawn } from '../timing/page-drawn';

/**
 * After in-app navigation, focus moves to the new page's main heading so screen-reader users hear
 * where they are and keyboard users start from the top (the heading's effect asks here). The page
 * the browser first loads keeps the browser's own focus handling, and so does the address the app
 * sends it on to while it loads (`/dashboard` to the edition's first tab, a guarded page to sign-in):
 * the learner has not gone anywhere yet.
 */
let lastFocusedPath: string | null = typeof window === 'undefined' ? null : window.location.pathname;

/**
 * The address the app last arrived at, and whether the learner has pressed a key or a pointer
 * since. A page whose code or data is slow may show its heading long after the address changed;
 * by then the learner may have opened the menu, and taking focus from them would be a surprise
 * (and the menu would hand focus back to the heading, not to its button, when it closes).
 */
let arrival = { path: lastFocusedPath, acted: false };

/** Whether the learner has pressed a key or a pointer since the page loaded. */
let actedSinceLoad = false;

if (typeof document !== 'undefined') {
  const acted = () => {
    arrival.acted = true;
    actedSinceLoad = true;
  };
  document.addEventListener('pointerdown', acted, true);
  document.addEventListener('keydown', acted, true);
}

/** The router reports each address change, so only what the learner does afterwards counts. */
export function noteArrival(path: string): void {
  if (path !== arrival.path) arrival = { path, acted: false };
}

export function shouldFocusHeading(path: string): boolean {
  if (path === lastFocusedPath) return false;
  lastFocusedPath = path;
  // Still the page load: focusing the heading then also made the browser lay out the whole first
  // view inside React's commit (the Pro dashboard's /dashboard: one task of 190–225 ms at 4× CPU).
  if (!isPageDrawn() && !actedSinceLoad) return false;
  return !(arrival.path === path && arrival.acted);
}

/**
 * The next arrival at `path` leaves focus alone: for a navigation that opens a dialog on the new
 * page, whose focus would otherwise be taken by the page heading behind it.
 */
export function keepFocusOnArrival(path: string): void {
  lastFocusedPath = path;
}

/** For tests: behave as if the page had just loaded at `path`. */
export function resetRouteFocus(path: string | null): void {
  lastFocusedPath = path;
  arrival = { path, acted: false };
  actedSinceLoad = false;
}
