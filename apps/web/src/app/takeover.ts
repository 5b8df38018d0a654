/**
 * What a visitor did on a prerendered page before the app's scripts ran, carried out once the app
 * has hydrated the snapshot (main.tsx).
 *
 * The snapshot is plain HTML: links and the skip link work, text fields take typing, buttons do
 * nothing yet. The start script (vite-prerender.ts) catches a press on one of its buttons and writes
 * down which one. The app then hydrates the page: React attaches to the snapshot's own elements, so
 * focus, caret and scroll stay where they are. From the moment hydration begins React hears the
 * page's events itself (an input during hydration hydrates at once and is handled), and the start
 * script stands down. What React did not hear is carried over here once it has attached: the press
 * noted before, the words typed before (a field React controls must learn them through its own input
 * event), and a mouse press that went down before and comes up after. No React here: the start
 * script shares the names, and the build imports them.
 */

/**
 * The element the prerender writes beside #root: which edition and path the snapshot shows
 * (app/prerendered.ts reads it; the start script looks for it to tell a snapshot from index.html).
 */
export const PRERENDER_MARKER_ID = 'studyflow-prerendered';

/** On #root: the index (among its buttons) of the snapshot button last pressed. */
export const EARLY_PRESS_INDEX = 'data-early-press';

/**
 * On #root: the index (among its buttons and links, PRESSABLE) of the snapshot control the mouse
 * went down on and has not come up from yet. React did not see it go down, so the click it ends in
 * would press nothing; the takeover turns that click into a press.
 */
export const EARLY_DOWN_INDEX = 'data-early-down';

/**
 * On #root: 'hydrating' from the moment the app starts hydrating (the start script's listeners
 * stand down), 'hydrated' once it has attached to the whole page and carried out what came before.
 */
export const APP_STATE = 'data-app';

/** What a mouse press can start on. */
export const PRESSABLE = 'button, a[href]';

/** Text fields, whose words a field React controls must take into its state. */
const TYPED = 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea';

type TextField = HTMLInputElement | HTMLTextAreaElement;

interface Typed {
  field: TextField;
  value: string;
  selection: readonly [number, number] | null;
}

/**
 * The words the visitor left in each field whose React state may not hold them yet: typed before
 * React listened, or while it was hydrating, or into a part of the page it had not attached to.
 * Kept apart from the field, because React puts into a field it controls what its state holds each
 * time it redraws the form: an event React hears in one field while it hydrates makes it finish at
 * once and redraw the whole form, emptying every other field typed into before (a sign-in's email
 * gone, its password kept). Given to React, the entry goes: from then on its state holds them.
 */
const visitorWords = new WeakMap<TextField, string>();

const isTextField = (target: EventTarget | null): target is TextField =>
  (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.matches(TYPED);

/** The words to give React for the field: the visitor's own, though a redraw has emptied it since. */
const typedOf = (field: TextField): Typed => ({
  field,
  value: visitorWords.get(field) ?? field.value,
  selection:
    field.selectionStart === null || field.selectionEnd === null
      ? null
      : [field.selectionStart, field.selectionEnd],
});

/**
 * Gives the field's React state the words typed into it. React notes a field's value when it
 * attaches to it and hears an input event only as a change from that note. So an input event goes
 * first, which changes nothing but makes React attach to the field now if it has not yet (React
 * hydrates a part of the page inside a Suspense boundary after the rest, at once when an event
 * comes for it). Then the note is set to empty (the element's own value setter, which React
 * watches), the words go in through the prototype's setter (which it does not), and an input event
 * tells React. The caret goes back too.
 */
function retype({ field, value, selection }: Typed): void {
  visitorWords.delete(field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field !== document.activeElement || selection === null) return;
  try {
    field.setSelectionRange(selection[0], selection[1]);
  } catch {
    // A field without a caret (email) keeps the browser's own.
  }
}

/**
 * Whether React has attached to this element yet: it keeps its own record on each element it
 * renders or hydrates, under a key of this prefix. (It attaches while it renders, before the page
 * is committed: attached is not yet hydrated.)
 */
const attached = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** How long words typed into a field React has not attached to yet wait for it, at most. */
const ATTACH_WAIT_MS = 10_000;
const ATTACH_POLL_MS = 50;

/**
 * Gives the field its words once React has attached to it and the page has hydrated: at once after
 * the event if so, else as soon as it is (checked every 50 ms, for at most 10 s).
 */
function retypeOnceAttached(field: TextField, waited = 0): void {
  if (!visitorWords.has(field)) return;
  const root = field.closest(`[${APP_STATE}]`);
  if (attached(field) && root?.getAttribute(APP_STATE) === 'hydrated') {
    retype(typedOf(field));
    return;
  }
  if (waited >= ATTACH_WAIT_MS || !field.isConnected) return;
  setTimeout(() => retypeOnceAttached(field, waited + ATTACH_POLL_MS), ATTACH_POLL_MS);
}

/**
 * Typing into a field React has not attached to yet (a part of the page it hydrates after the rest):
 * React attaches to it while it handles that input event, or later, when it reaches that part of the
 * page, noting the value the field has by then, words and all, so the change never reaches the
 * form's state (and the next render of the form empties the field). Once React has attached, its
 * words are given to it as before hydration. While the page hydrates, every field's words are kept:
 * the takeover gives them all to React once it has committed.
 */
function onInputBeforeHydrated(event: Event): void {
  const field = event.target;
  if (!isTextField(field)) return;
  const hydrating = field.closest(`[${APP_STATE}]`)?.getAttribute(APP_STATE) === 'hydrating';
  if (!hydrating && attached(field)) return;
  visitorWords.set(field, field.value);
  if (!hydrating) queueMicrotask(() => retypeOnceAttached(field));
}

/**
 * Called just before the app hydrates `root`: notes what the start script saw and makes it stand
 * down. Returns what to call once the hydration has committed, which carries it out.
 */
export function beginTakeover(root: HTMLElement): () => void {
  const pressIndex = Number(root.getAttribute(EARLY_PRESS_INDEX) ?? Number.NaN);
  const pressed = Number.isInteger(pressIndex) ? root.querySelectorAll('button')[pressIndex] : undefined;
  const downIndex = Number(root.getAttribute(EARLY_DOWN_INDEX) ?? Number.NaN);
  const held = Number.isInteger(downIndex) ? root.querySelectorAll(PRESSABLE)[downIndex] : undefined;
  root.removeAttribute(EARLY_PRESS_INDEX);
  root.removeAttribute(EARLY_DOWN_INDEX);
  root.setAttribute(APP_STATE, 'hydrating');
  if (held instanceof HTMLElement) finishPressOn(held);
  for (const field of root.querySelectorAll<TextField>(TYPED))
    if (field.value !== '') visitorWords.set(field, field.value);
  document.addEventListener('input', onInputBeforeHydrated, true);
  let done = false;
  return () => {
    // Once, though a development build's StrictMode runs the first commit's effects twice.
    if (done) return;
    done = true;
    root.setAttribute(APP_STATE, 'hydrated');
    // Every field's words read before any is given to React (telling React of one redraws the others).
    const typed = [...root.querySelectorAll<TextField>(TYPED)]
      .filter((field) => visitorWords.has(field) || field.value !== '')
      .map(typedOf);
    for (const entry of typed) {
      retype(entry);
      // A part of the page React could not hydrate at once (its code still loading) takes them later.
      if (!attached(entry.field)) {
        visitorWords.set(entry.field, entry.value);
        retypeOnceAttached(entry.field);
      }
    }
    if (pressed instanceof HTMLElement && pressed.isConnected) pressed.click();
  };
}

/**
 * A mouse press that went down before React listened: when it comes up on the same control, the
 * browser clicks it, but React saw no press begin and would not take that click as one. It is made
 * a press instead: the browser's click is stopped and the control clicked in its place, which React
 * takes as a press (by keyboard or assistive technology). Coming up anywhere else is a press taken
 * back, as always.
 */
function finishPressOn(control: HTMLElement): void {
  const stopOnce = (event: MouseEvent) => {
    document.removeEventListener('click', stopOnce, true);
    document.removeEventListener('mousedown', forget, true);
    if (!(event.target instanceof Node) || !control.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    control.click();
  };
  // A new press begins: the one held before has ended without a click.
  const forget = () => {
    document.removeEventListener('click', stopOnce, true);
    document.removeEventListener('mousedown', forget, true);
  };
  document.addEventListener('click', stopOnce, true);
  document.addEventListener('mousedown', forget, true);
}
