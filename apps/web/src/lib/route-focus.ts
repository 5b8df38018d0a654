/**
 * After in-app navigation, focus moves to the new page's main heading so screen-reader users hear
 * where they are and keyboard users start from the top (the heading's effect asks here). The page
 * the browser first loads keeps the browser's own focus handling.
 */
let lastFocusedPath: string | null = typeof window === 'undefined' ? null : window.location.pathname;

export function shouldFocusHeading(path: string): boolean {
  if (path === lastFocusedPath) return false;
  lastFocusedPath = path;
  return true;
}

/** For tests: behave as if the page had just loaded at `path`. */
export function resetRouteFocus(path: string | null): void {
  lastFocusedPath = path;
}
