import { type ReactNode, type Ref, useState } from 'react';
import {
  Button as AriaButton,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import { ErrorIcon, EyeIcon, EyeOffIcon } from './icons';
import * as field from './styles/field.css';
import * as styles from './text-field.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid' | 'validationBehavior'> {
  label: string;
  /** Help shown between the label and the input, so it is read before typing. */
  description?: ReactNode;
  /** The error in words; a non-empty value marks the field invalid and wires aria-describedby. */
  errorMessage?: string | null;
  /** Adds a show/hide button to a password field. */
  allowReveal?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
}

/**
 * Label above the input, description under the label, the error in words under the input.
 * Validation is owned by the form (validationBehavior "aria"), so the browser never shows bubbles.
 */
export function TextField({
  label,
  description,
  errorMessage,
  allowReveal = false,
  inputRef,
  placeholder,
  type,
  ...props
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const hasError = Boolean(errorMessage);
  const inputType = allowReveal && revealed ? 'text' : type;
  return (
    <AriaTextField
      {...props}
      type={inputType}
      isInvalid={hasError}
      validationBehavior="aria"
      className={field.field}
    >
      <Label className={field.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <div className={styles.control}>
        <Input
          ref={inputRef}
          placeholder={placeholder}
          className={allowReveal ? `${styles.input} ${styles.inputWithToggle}` : styles.input}
        />
        {allowReveal ? (
          <AriaButton
            className={styles.toggle}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            onPress={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
            <span aria-hidden="true">{revealed ? 'Hide' : 'Show'}</span>
          </AriaButton>
        ) : null}
      </div>
      <FieldError className={field.error}>
        <ErrorIcon />
        <span>{errorMessage}</span>
      </FieldError>
    </AriaTextField>
  );
}
