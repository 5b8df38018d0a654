import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Form } from '@studyflow/ui/form';
import { TextField } from '@studyflow/ui/text-field';
import { ErrorSummary } from '../../../lib/forms/error-summary';
import type { FormApi } from '../../../lib/forms/use-form';
import { useAuthCopy } from '../copy';
import type { LicenceStepTwoField } from '../validation';
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
  const copy = useAuthCopy().licence;
  return (
    <Form onSubmit={onFinish} formRef={form.formRef}>
      <ErrorSummary
        errors={form.summaryErrors({
          email: copy.email,
          confirmEmail: copy.confirmEmail,
          password: copy.password,
          passwordConfirmation: copy.confirmPassword,
        })}
        focusRequest={form.focusRequest}
      />
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
      <Cluster gap="3" justify="between" wrap="reverse">
        <Button variant="secondary" onPress={onBack}>
          {copy.back}
        </Button>
        <Button type="submit" isPending={isPending}>
          {copy.finish}
        </Button>
      </Cluster>
      <FormError message={formError} />
    </Form>
  );
}
