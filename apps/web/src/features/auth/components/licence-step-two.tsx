import { Button } from '@studyflow/ui/button';
import { Form } from '@studyflow/ui/form';
import { TextField } from '@studyflow/ui/text-field';
import { useCopy } from '../../../lib/copy';
import type { FormApi } from '../../../lib/use-form';
import type { LicenceStepTwoField } from '../validation';
import * as styles from './auth.css';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';
import { TermsNotice } from './terms-notice';

export interface LicenceStepTwoProps {
  form: FormApi<LicenceStepTwoField>;
  onBack: () => void;
  onFinish: () => void;
  isPending: boolean;
  formError: string | null;
}

export function LicenceStepTwo({ form, onBack, onFinish, isPending, formError }: LicenceStepTwoProps) {
  const copy = useCopy().licence;
  return (
    <Form onSubmit={onFinish} formRef={form.formRef}>
      <TextField label={copy.email} type="email" autoComplete="email" isRequired {...form.field('email')} />
      <TextField
        label={copy.confirmEmail}
        type="email"
        autoComplete="email"
        isRequired
        {...form.field('confirmEmail')}
      />
      <NewPasswordFields form={form} copy={copy} />
      <TermsNotice before={copy.termsBefore} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          {copy.back}
        </Button>
        <Button type="submit" isPending={isPending}>
          {copy.finish}
        </Button>
      </div>
      <FormError message={formError} />
    </Form>
  );
}
