/**
 * What a visitor did on a prerendered page before the app's scripts ran, carried over when the app
 * replaces the snapshot with its own first render (main.tsx).
 *
 * The snapshot is plain HTML: links and the skip link work, buttons do nothing yet. The start script
 * (vite-prerender.ts) catches a press on one of its buttons and writes down which one; once the app
 * has rendered the same page, that button of the new tree is pressed for the visitor. Focus moves
 * across the same way, so a keyboard user keeps their place. No React here: the start script shares
 * the names, and the build imports them.
 */

/** On #root: the index (among its buttons) of the snapshot button last pressed. */
export const EARLY_PRESS_INDEX = 'data-early-press';

/** What can hold focus in the snapshot and in the app's twin of it, in document order. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** A button's name: its label, else its text. A press is replayed only on a button of the same name. */
const pressName = (button: Element): string =>
  (button.getAttribute('aria-label') || button.textContent || '').trim();

/**
 * Replaces the snapshot in `root` by the app's first render (`render` must commit synchronously,
 * e.g. inside flushSync), then gives focus back to the control that had it and replays a press the
 * visitor made before the app ran. Each only when the new tree has the same control in the same place.
 */
export function takeOver(root: HTMLElement, render: () => void): void {
  const focusables = [...root.querySelectorAll(FOCUSABLE)];
  const focused = document.activeElement;
  const focusIndex = focused ? focusables.indexOf(focused) : -1;
  const focusTag = focused?.tagName;
  const pressIndex = Number(root.getAttribute(EARLY_PRESS_INDEX) ?? Number.NaN);
  const pressedButton = Number.isInteger(pressIndex)
    ? root.querySelectorAll('button')[pressIndex]
    : undefined;
  const pressed = pressedButton ? pressName(pressedButton) : null;
  root.removeAttribute(EARLY_PRESS_INDEX);

  render();

  if (focusIndex >= 0) {
    const twin = root.querySelectorAll(FOCUSABLE)[focusIndex];
    if (twin instanceof HTMLElement && twin.tagName === focusTag) twin.focus({ preventScroll: true });
  }
  if (pressed !== null) {
    const button = root.querySelectorAll('button')[pressIndex];
    if (button && pressName(button) === pressed) button.click();
  }
}
