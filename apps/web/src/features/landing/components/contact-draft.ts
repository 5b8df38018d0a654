/** The contact form's fields (PUB-6), in the order they show. */
export const CONTACT_FIELDS = ['fullName', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * What the visitor did in the form's plain twin before its behaviour arrived, handed to the real
 * form (contact-form.tsx) so nothing is lost: the words, where focus and the caret were, and
 * whether they asked to send.
 */
export interface ContactDraft {
  values: Record<ContactField, string>;
  /** The field that had focus, or 'send' for the button; null when focus was elsewhere. */
  focused: ContactField | 'send' | null;
  selection: readonly [number, number] | null;
  submit: boolean;
}

export const EMPTY_CONTACT: Record<ContactField, string> = { fullName: '', email: '', message: '' };

export const isTextField = (element: unknown): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** Reads the twin's fields as they are now (its inputs are uncontrolled: the DOM holds the words). */
export function readContactDraft(form: HTMLFormElement | null, submit: boolean): ContactDraft {
  const values = { ...EMPTY_CONTACT };
  let focused: ContactDraft['focused'] = null;
  let selection: ContactDraft['selection'] = null;
  const active = document.activeElement;
  for (const name of CONTACT_FIELDS) {
    const field = form?.elements.namedItem(name);
    if (!isTextField(field)) continue;
    values[name] = field.value;
    if (field !== active) continue;
    focused = name;
    // An email input has no caret position to read (selectionStart is null).
    if (field.selectionStart !== null && field.selectionEnd !== null)
      selection = [field.selectionStart, field.selectionEnd];
  }
  if (focused === null && active instanceof HTMLButtonElement && form?.contains(active)) focused = 'send';
  return { values, focused, selection, submit };
}
