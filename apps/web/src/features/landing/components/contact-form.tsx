import { EMAIL_PATTERN } from '@studyflow/contracts/validation-messages';
import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { Form } from '@studyflow/ui/form';
import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import { throttledMessageOf } from '../../../lib/errors';
import { useForm } from '../../../lib/use-form';
import { useSendContactMessage } from '../api/send-contact-message';
import { useLandingCopy } from '../copy';
import * as styles from './contact-form.css';
import { MessageField } from './message-field';

type Field = 'fullName' | 'email' | 'message';
const EMPTY: Record<Field, string> = { fullName: '', email: '', message: '' };

/** PUB-6's form: its own chunk, loaded as the section nears the screen (contact-section.tsx). */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { contact } = useLandingCopy();
  const send = useSendContactMessage();
  const [wait, setWait] = useState<string | null>(null);
  const form = useForm<Field>({
    initialValues: EMPTY,
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
