import { EMAIL_PATTERN } from '@studyflow/contracts/validation-messages';
import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { Form } from '@studyflow/ui/form';
import { TextField } from '@studyflow/ui/text-field';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { throttledMessageOf } from '../../../lib/api/errors';
import { useForm } from '../../../lib/forms/use-form';
import { useSendContactMessage } from '../api/send-contact-message';
import { useLandingCopy } from '../copy';
import { type ContactDraft, type ContactField, EMPTY_CONTACT, isTextField } from './contact-draft';
import * as styles from './contact-form.css';
import { MessageField } from './message-field';

/** Puts focus (and the caret) back where the draft says, in the real form. */
function restoreContactFocus(form: HTMLFormElement | null, draft: ContactDraft): void {
  if (!form || draft.focused === null) return;
  if (draft.focused === 'send') {
    form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus({ preventScroll: true });
    return;
  }
  const field = form.elements.namedItem(draft.focused);
  if (!isTextField(field)) return;
  field.focus({ preventScroll: true });
  if (draft.selection) {
    try {
      field.setSelectionRange(draft.selection[0], draft.selection[1]);
    } catch {
      // A field type without a caret (email) keeps the browser's own.
    }
  }
}

/**
 * PUB-6's form: its own chunk, loaded as the section nears the screen or the visitor reaches its
 * plain twin (contact-section.tsx). It takes over the twin's `draft`: the words, focus and caret,
 * and a press on Send made before it arrived.
 */
export function ContactForm({ onSent, draft }: { onSent: () => void; draft?: ContactDraft }) {
  const { contact } = useLandingCopy();
  const send = useSendContactMessage();
  const [wait, setWait] = useState<string | null>(null);
  const form = useForm<ContactField>({
    initialValues: draft?.values ?? EMPTY_CONTACT,
    validate: ({ fullName, email, message }) => ({
      fullName: fullName.trim() ? undefined : contact.requiredField,
      email: !email.trim()
        ? contact.requiredField
        : EMAIL_PATTERN.test(email.trim())
          ? undefined
          : contact.validEmail,
      message: message.trim() ? undefined : contact.fieldRequired,
    }),
  });

  // A failure shows nothing (PUB-6, ERR-19) but a used-up budget's wait: what was typed stays for
  // another try.
  const submit = form.handleSubmit((values) => {
    setWait(null);
    send.mutate(
      { fullName: values.fullName.trim(), email: values.email.trim(), message: values.message.trim() },
      { onSuccess: onSent, onError: (error) => setWait(throttledMessageOf(error)) },
    );
  });

  // Once, as it replaces the twin: focus back before the first paint, then the press on Send.
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    if (draft && !tookOver.current) restoreContactFocus(form.formRef.current, draft);
  }, [draft, form.formRef]);
  useEffect(() => {
    if (!draft || tookOver.current) return;
    tookOver.current = true;
    if (draft.submit) form.formRef.current?.requestSubmit();
  }, [draft, form.formRef]);

  return (
    <div className={styles.form}>
      <Form onSubmit={submit} formRef={form.formRef}>
        <TextField label={contact.fullName} autoComplete="name" {...form.field('fullName')} />
        <TextField label={contact.email} type="email" autoComplete="email" {...form.field('email')} />
        <MessageField label={contact.message} {...form.field('message')} />
        {wait ? <Alert variant="error">{wait}</Alert> : null}
        <Button type="submit" isPending={send.isPending}>
          {contact.send}
        </Button>
      </Form>
    </div>
  );
}
