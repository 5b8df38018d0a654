import type { FormEvent, ReactNode, Ref } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import * as styles from './form.css';

export interface FormProps {
  children: ReactNode;
  /** Called with the browser's default submission already prevented. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/**
 * A React Aria form laid out as one column. "aria" validation (which also sets `noValidate`): the app's own
 * messages (the requirements' exact texts) replace the browser's, and nothing typed is ever cleared.
 */
export function Form({ children, onSubmit, formRef, ...aria }: FormProps) {
  return (
    <AriaForm
      {...aria}
      ref={formRef}
      validationBehavior="aria"
      // Sent by the browser itself only from a prerendered page whose scripts have not run yet:
      // as a POST, what was typed (a password) never lands in the address bar, history or logs.
      method="post"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      {children}
    </AriaForm>
  );
}
