import type { ReactNode, Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Label,
  Text,
} from 'react-aria-components';
import { ErrorIcon } from './icons';
import * as field from './styles/field.css';
import * as styles from './text-area.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid' | 'validationBehavior'> {
  label: string;
  /** Help shown between the label and the box, so it is read before typing. */
  description?: ReactNode;
  /** The error in words; a non-empty value marks the field invalid and wires aria-describedby. */
  errorMessage?: string | null;
  rows?: number;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** TextField's multi-line sibling: label above, description under it, the error in words below. */
export function TextArea({
  label,
  description,
  errorMessage,
  rows = 4,
  textAreaRef,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={field.field}
    >
      <Label className={field.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <AriaTextArea ref={textAreaRef} rows={rows} className={styles.textArea} />
      <FieldError className={field.error}>
        <ErrorIcon />
        <span>{errorMessage}</span>
      </FieldError>
    </AriaTextField>
  );
}
