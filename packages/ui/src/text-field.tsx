import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ErrorIcon, EyeIcon, EyeOffIcon } from './icons';
import * as field from './styles/field.css';
import * as styles from './text-field.css';

export interface TextFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    | 'className'
    | 'style'
    | 'children'
    | 'onChange'
    | 'value'
    | 'defaultValue'
    | 'required'
    | 'disabled'
    | 'readOnly'
  > {
  label: string;
  /** Help shown between the label and the input, so it is read before typing. */
  description?: ReactNode;
  /** The error in words; a non-empty value marks the field invalid and wires aria-describedby. */
  errorMessage?: string | null;
  /** Adds a show/hide button to a password field. */
  allowReveal?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  value?: string;
  defaultValue?: string;
  /** Called with the field's new text at every change. */
  onChange?: (value: string) => void;
  /** Said to assistive technology (aria-required); the form's own check says when it is missing. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/**
 * Label above the input, description under the label, the error in words under the input, all
 * native (the auth pages' forms are a guest's first script: no React Aria). Validation is owned by
 * the form: the field is marked required and invalid for assistive technology (aria-required,
 * aria-invalid) and the browser never shows its own bubbles.
 */
export function TextField({
  label,
  description,
  errorMessage,
  allowReveal = false,
  inputRef,
  type,
  id: givenId,
  onChange,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  'aria-describedby': alsoDescribedBy,
  autoFocus = false,
  ...props
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const ownRef = useRef<HTMLInputElement>(null);
  // Focused after the commit's effects, not during it as React's own autoFocus does: a field that
  // appears as a menu closes (a note's Edit) keeps the focus the menu gives back to its button.
  useEffect(() => {
    if (autoFocus) ownRef.current?.focus();
  }, [autoFocus]);
  const bothRefs = useCallback(
    (input: HTMLInputElement | null) => {
      ownRef.current = input;
      if (typeof inputRef === 'function') inputRef(input);
      else if (inputRef) inputRef.current = input;
    },
    [inputRef],
  );
  const ownId = useId();
  const id = givenId ?? `${ownId}-input`;
  const descriptionId = `${ownId}-description`;
  const errorId = `${ownId}-error`;
  const hasError = Boolean(errorMessage);
  const describedBy = [description ? descriptionId : null, hasError ? errorId : null, alsoDescribedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      {description ? (
        <span id={descriptionId} className={field.description}>
          {description}
        </span>
      ) : null}
      <div className={styles.control}>
        <input
          {...props}
          ref={bothRefs}
          id={id}
          type={allowReveal && revealed ? 'text' : (type ?? 'text')}
          aria-describedby={describedBy || undefined}
          aria-invalid={hasError || undefined}
          aria-required={isRequired || undefined}
          disabled={isDisabled}
          readOnly={isReadOnly}
          onChange={(event) => onChange?.(event.target.value)}
          className={allowReveal ? `${styles.input} ${styles.inputWithToggle}` : styles.input}
        />
        {allowReveal ? (
          <button
            type="button"
            className={styles.toggle}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
            <span aria-hidden="true">{revealed ? 'Hide' : 'Show'}</span>
          </button>
        ) : null}
      </div>
      {hasError ? (
        <span id={errorId} className={field.error}>
          <ErrorIcon />
          <span>{errorMessage}</span>
        </span>
      ) : null}
    </div>
  );
}
