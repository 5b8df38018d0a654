import { Button } from '@studyflow/ui/button';
import { Form } from '@studyflow/ui/form';
import { TextField } from '@studyflow/ui/text-field';
import { ErrorSummary } from '../../../lib/forms/error-summary';
import type { FormApi } from '../../../lib/forms/use-form';
import { useAuthCopy } from '../copy';
import type { LicenceStepOneField } from '../validation';

export interface LicenceStepOneProps {
  form: FormApi<LicenceStepOneField>;
  onNext: () => void;
}

export function LicenceStepOne({ form, onNext }: LicenceStepOneProps) {
  const copy = useAuthCopy().licence;
  return (
    <Form onSubmit={onNext} formRef={form.formRef}>
      <ErrorSummary
        errors={form.summaryErrors({
          licenceKey: copy.licenceKey,
          firstName: copy.firstName,
          surname: copy.surname,
          university: copy.university,
        })}
        focusRequest={form.focusRequest}
      />
      <TextField
        label={copy.licenceKey}
        description={copy.licenceKeyHelp}
        inputMode="numeric"
        autoComplete="off"
        isRequired
        {...form.field('licenceKey')}
      />
      <TextField label={copy.firstName} autoComplete="given-name" isRequired {...form.field('firstName')} />
      <TextField label={copy.surname} autoComplete="family-name" isRequired {...form.field('surname')} />
      <TextField
        label={copy.university}
        autoComplete="organization"
        isRequired
        {...form.field('university')}
      />
      <Button type="submit" fullWidth>
        {copy.next}
      </Button>
    </Form>
  );
}
