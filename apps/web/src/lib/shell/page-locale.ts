/**
 * Where React Aria reads a locale given by the page (its own name for it: a server sets it for a
 * page it rendered). React Aria formats its numbers and words, and sets its direction, in that
 * locale.
 */
export const REACT_ARIA_LOCALE = Symbol.for('react-aria.i18n.locale');

/**
 * The page's language, else British English, the language every word of the app is in: React Aria's
 * locale, and read aloud's (the voice for a page, the voice list's first group).
 */
export function pageLocale(doc: Document = document): string {
  return doc.documentElement.lang || 'en-GB';
}

/**
 * React Aria's locale is the page's own language, not the browser's: the app's words are all in
 * English, and a French browser's would otherwise put React Aria's few words of its own in French
 * among them. It also spares a slow phone work as the app starts. Of a locale it reads from the
 * browser, React Aria checks it is known (which loads the browser's locale data for dates) and finds
 * its direction (the data for scripts): 10 to 40 ms each at 4× CPU, in the first render. A locale
 * the page gives it takes as given, in the page's direction (our patch of it, pnpm-workspace.yaml).
 * Set before anything renders.
 */
export function givePageLocale(win: Window = window): void {
  (win as unknown as Record<symbol, string>)[REACT_ARIA_LOCALE] = pageLocale(win.document);
}
