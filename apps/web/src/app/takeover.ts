/**
 * What a visitor did on a prerendered page before the app's scripts ran, carried over when the app
 * replaces the snapshot with its own first render (main.tsx).
 *
 * The snapshot is plain HTML: links and the skip link work, text fields take typing, buttons do
 * nothing yet. The start script (vite-prerender.ts) catches a press on one of its buttons and writes
 * down which one; once the app has rendered the same page, that button of the new tree is pressed
 * for the visitor. Focus and what was typed move across the same way, so a keyboard user keeps their
 * place and their words. No React here: the start script shares the names, and the build imports them.
 */

/** On #root: the index (among its buttons) of the snapshot button last pressed. */
export const EARLY_PRESS_INDEX = 'data-early-press';

/**
 * On #root: the index (among its buttons and links, PRESSABLE) of the snapshot control the mouse
 * went down on and has not come up from yet. If the app takes over in between, the browser sees the
 * press end on another element and clicks nothing; the takeover finishes it on the twin instead.
 */
export const EARLY_DOWN_INDEX = 'data-early-down';

/** What a mouse press can start on: the snapshot's and the twin's are matched by their index. */
export const PRESSABLE = 'button, a[href]';

/** What can hold focus in the snapshot and in the app's twin of it, in document order. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Text fields, whose words the app's twin of each takes over (the contact form, PUB-6). */
const TYPED = 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea';

type TextField = HTMLInputElement | HTMLTextAreaElement;

interface Typed {
  name: string;
  tag: string;
  value: string;
  selection: readonly [number, number] | null;
}

const typedIn = (root: HTMLElement): Typed[] =>
  [...root.querySelectorAll<TextField>(TYPED)].map((field) => ({
    name: field.name,
    tag: field.tagName,
    value: field.value,
    selection:
      field.selectionStart === null || field.selectionEnd === null
        ? null
        : [field.selectionStart, field.selectionEnd],
  }));

/**
 * Gives a field of the app the words typed into its snapshot twin, through the element's own value
 * setter and an input event, so a field React controls takes them into its state too.
 */
function retype(field: TextField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A control's name: its label, else its text. A press is replayed only on a control of the same name. */
const pressName = (button: Element): string =>
  (button.getAttribute('aria-label') || button.textContent || '').trim();

/**
 * Replaces the snapshot in `root` by the app's first render (`render` must commit synchronously,
 * e.g. inside flushSync), then puts back what was typed into its text fields, gives focus back to
 * the control that had it (with its caret) and replays a press the visitor made before the app ran.
 * Each only when the new tree has the same control in the same place.
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
  const typed = typedIn(root);
  const focusedField = focused ? [...root.querySelectorAll(TYPED)].indexOf(focused) : -1;
  const downIndex = Number(root.getAttribute(EARLY_DOWN_INDEX) ?? Number.NaN);
  const downOn = Number.isInteger(downIndex) ? root.querySelectorAll(PRESSABLE)[downIndex] : undefined;
  const held = downOn ? { name: pressName(downOn), tag: downOn.tagName } : null;
  root.removeAttribute(EARLY_PRESS_INDEX);
  root.removeAttribute(EARLY_DOWN_INDEX);

  render();

  const fields = root.querySelectorAll<TextField>(TYPED);
  typed.forEach((before, index) => {
    const twin = fields[index];
    if (before.value && twin && twin.tagName === before.tag && twin.name === before.name)
      retype(twin, before.value);
  });
  if (focusIndex >= 0) {
    const twin = root.querySelectorAll(FOCUSABLE)[focusIndex];
    if (twin instanceof HTMLElement && twin.tagName === focusTag) twin.focus({ preventScroll: true });
    const selection = typed[focusedField]?.selection;
    const field = fields[focusedField];
    if (selection && field && field === document.activeElement) {
      try {
        field.setSelectionRange(selection[0], selection[1]);
      } catch {
        // A field without a caret (email) keeps the browser's own.
      }
    }
  }
  if (pressed !== null) {
    const button = root.querySelectorAll('button')[pressIndex];
    if (button && pressName(button) === pressed) button.click();
  }
  if (held !== null) finishPressOn(root.querySelectorAll(PRESSABLE)[downIndex], held);
}

/**
 * A mouse press that began on the snapshot is still held: when it comes up on the twin of the
 * control it went down on, that is the click the visitor made (the browser saw down and up on two
 * different elements and clicks neither). Coming up anywhere else is a press taken back, as always.
 */
function finishPressOn(twin: Element | undefined, held: { name: string; tag: string }): void {
  if (!(twin instanceof HTMLElement) || twin.tagName !== held.tag || pressName(twin) !== held.name) return;
  document.addEventListener(
    'mouseup',
    (event) => {
      if (event.target instanceof Node && twin.contains(event.target)) twin.click();
    },
    { capture: true, once: true },
  );
}
