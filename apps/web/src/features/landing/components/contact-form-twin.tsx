import { Button } from '@studyflow/ui/button';
import * as formStyles from '@studyflow/ui/form.css';
import * as field from '@studyflow/ui/styles/field.css';
import * as textField from '@studyflow/ui/text-field.css';
import { type RefObject, useId } from 'react';
import { useLandingCopy } from '../copy';
import * as styles from './contact-form.css';

/**
 * PUB-6's form as plain, labelled fields, drawn like the real one (contact-form.tsx) and in the page
 * from the start, the prerendered snapshot included: a screen reader's list of fields, find in page
 * and Tab all reach it, and what is typed stays in the fields (uncontrolled) until the form's
 * behaviour, which loads later, takes them over. Focus, or pressing Send, asks for it at once.
 */
export function ContactFormTwin({
  formRef,
  onWake,
  onSend,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onWake: () => void;
  onSend: () => void;
}) {
  const { contact } = useLandingCopy();
  const id = useId();
  return (
    <div className={styles.form}>
      <form
        ref={formRef}
        // Without scripts nothing can send it; a POST keeps what was typed out of the address.
        method="post"
        noValidate
        className={formStyles.form}
        onFocus={onWake}
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <div className={field.field}>
          <label htmlFor={`${id}-name`} className={field.label}>
            {contact.fullName}
          </label>
          <div className={textField.control}>
            <input
              id={`${id}-name`}
              name="fullName"
              type="text"
              autoComplete="name"
              className={`${textField.input} ${styles.twinField}`}
            />
          </div>
        </div>
        <div className={field.field}>
          <label htmlFor={`${id}-email`} className={field.label}>
            {contact.email}
          </label>
          <div className={textField.control}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              className={`${textField.input} ${styles.twinField}`}
            />
          </div>
        </div>
        <div className={field.field}>
          <label htmlFor={`${id}-message`} className={field.label}>
            {contact.message}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            className={`${styles.textArea} ${styles.twinField}`}
          />
        </div>
        <Button type="submit">{contact.send}</Button>
      </form>
    </div>
  );
}
