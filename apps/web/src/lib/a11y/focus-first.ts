/** What a keyboard user can land on, in document order; hidden inputs and skipped elements excluded. */
const FOCUSABLE = [
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"])',
  'button:not([disabled]):not([tabindex="-1"])',
  'select:not([disabled]):not([tabindex="-1"])',
  'textarea:not([disabled])',
  '[tabindex="0"]',
].join(', ');

/**
 * Focuses the first control inside `container`, for moving a keyboard or screen-reader user to a
 * field that needs their attention (a chip group, a radio group or a select all qualify).
 * Returns whether something took focus.
 */
export function focusFirstIn(container: Element | null): boolean {
  const target = container?.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus();
  return document.activeElement === target;
}
