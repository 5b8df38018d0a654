import type { FormEvent, ReactNode, Ref } from 'react';
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
 * A native form laid out as one column. `noValidate`: the app's own messages (the requirements'
 * exact texts) replace the browser's, and nothing typed is ever cleared. Its fields are ui's
 * TextFields (native) or set React Aria's validation to "aria" themselves (TextArea, Select).
 */
export function Form({ children, onSubmit, formRef, ...aria }: FormProps) {
  return (
    <form
      {...aria}
      ref={formRef}
      noValidate
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
    </form>
  );
}
