import { ErrorIcon } from '@studyflow/ui/icons';
import * as field from '@studyflow/ui/styles/field.css';
import { FieldError, Label, TextArea, TextField } from 'react-aria-components';
import * as styles from './contact-form.css';

interface MessageFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errorMessage: string | null;
}

/** PUB-6: the message box, multi-line with 4 rows, labelled and with its error in words. */
export function MessageField({ label, errorMessage, ...props }: MessageFieldProps) {
  return (
    <TextField {...props} isInvalid={Boolean(errorMessage)} validationBehavior="aria" className={field.field}>
      <Label className={field.label}>{label}</Label>
      <TextArea rows={4} className={styles.textArea} />
      <FieldError className={field.error}>
        <ErrorIcon />
        <span>{errorMessage}</span>
      </FieldError>
    </TextField>
  );
}
