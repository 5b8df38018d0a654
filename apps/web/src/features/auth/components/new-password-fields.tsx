import { TextField } from '@studyflow/ui/text-field';
import type { FormApi } from '../../../lib/forms/use-form';

type PasswordField = 'password' | 'passwordConfirmation';

interface NewPasswordFieldsProps {
  /** Only the two fields are used, so any form that has them fits. */
  form: { field: (name: PasswordField) => Omit<ReturnType<FormApi<PasswordField>['field']>, 'name'> };
  copy: { password: string; passwordHelp: string; confirmPassword: string };
}

/** 'Create password' and 'Confirm password', each with a show/hide toggle, as both sign-ups ask them. */
export function NewPasswordFields({ form, copy }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={copy.password}
        description={copy.passwordHelp}
        type="password"
        autoComplete="new-password"
        allowReveal
        isRequired
        {...form.field('password')}
      />
      <TextField
        label={copy.confirmPassword}
        type="password"
        autoComplete="new-password"
        allowReveal
        isRequired
        {...form.field('passwordConfirmation')}
      />
    </>
  );
}
