import { EMAIL_PATTERN } from '@studyflow/contracts/validation-messages';
import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Modal } from '@studyflow/ui/dialog';
import { Stack } from '@studyflow/ui/stack';
import { Stepper } from '@studyflow/ui/stepper';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { TextField } from '@studyflow/ui/text-field';
import { useRef, useState } from 'react';
import { throttledMessageOf } from '../../../lib/api/errors';
import { useCurrentUser } from '../../../lib/session/session';
import { useRequestCalm } from '../api/request-calm';
import { useWellbeingCopy } from '../copy';

type Field = 'email' | 'firstName' | 'surname';
const EMPTY: Record<Field, string> = { email: '', firstName: '', surname: '' };
const REQUEST_STEP = 3;
const LAST_STEP = 4;

/**
 * The Calm gift modal (WEL-3 to WEL-6): intro, meditation, sleep, the request form and all done.
 * 'Learn more' and 'Next' move on; a successful request moves on and empties the form; closing or
 * finishing goes back to the start. A learner who already asked is told so instead.
 */
export function CalmModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const copy = useWellbeingCopy().calm;
  const user = useCurrentUser();
  const request = useRequestCalm();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  // The one failure the modal tells (ERR-18 keeps the others to the log): a used-up budget's wait.
  const [wait, setWait] = useState<string | null>(null);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    firstName: useRef<HTMLInputElement>(null),
    surname: useRef<HTMLInputElement>(null),
  };

  const errors: Partial<Record<Field, string>> = {};
  if (values.email.trim() === '') errors.email = copy.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = copy.emailInvalid;
  if (values.firstName.trim() === '') errors.firstName = copy.firstNameRequired;
  if (values.surname.trim() === '') errors.surname = copy.surnameRequired;
  const shown = (field: Field) => (submitted ? (errors[field] ?? null) : null);

  const close = () => {
    setStep(0);
    setSubmitted(false);
    setWait(null);
    onOpenChange(false);
  };

  const submit = () => {
    setSubmitted(true);
    const first = (['email', 'firstName', 'surname'] as const).find((field) => errors[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setWait(null);
    request.mutate(
      { email: values.email.trim(), firstName: values.firstName.trim(), surname: values.surname.trim() },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSubmitted(false);
          setStep(LAST_STEP);
        },
        onError: (error) => setWait(throttledMessageOf(error)),
      },
    );
  };

  const already = user?.isCalmRequested === true && step !== LAST_STEP;
  const paragraphs = (lines: readonly string[]) =>
    lines.map((line) => (
      <p key={line} className={text()}>
        {line}
      </p>
    ));
  const field = (name: Field, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={values[name]}
      onChange={(value) => setValues((previous) => ({ ...previous, [name]: value }))}
      errorMessage={shown(name)}
      inputRef={refs[name]}
      isRequired
      autoComplete={name === 'email' ? 'email' : name === 'firstName' ? 'given-name' : 'family-name'}
    />
  );

  const body = already ? (
    <Alert variant="info" role="status">
      {copy.alreadyRequested}
    </Alert>
  ) : step === 0 ? (
    paragraphs(copy.intro)
  ) : step === 1 ? (
    paragraphs(copy.meditation)
  ) : step === 2 ? (
    paragraphs(copy.sleep)
  ) : step === REQUEST_STEP ? (
    <Stack gap="4">
      <p className={text()}>{copy.requestIntro}</p>
      {field('email', copy.email, 'email')}
      {field('firstName', copy.firstName)}
      {field('surname', copy.surname)}
      <p className={text({ tone: 'muted' })}>{copy.note}</p>
      {wait ? <Alert variant="error">{wait}</Alert> : null}
    </Stack>
  ) : (
    <Stack gap="2" role="status">
      <h3 className={heading({ level: 3 })}>{copy.doneHeading}</h3>
      <p className={text()}>{copy.done}</p>
    </Stack>
  );

  const action = already ? (
    <Button onPress={close}>{copy.finish}</Button>
  ) : step === 0 ? (
    <Button onPress={() => setStep(1)}>{copy.learnMore}</Button>
  ) : step < REQUEST_STEP ? (
    <Button onPress={() => setStep(step + 1)}>{copy.next}</Button>
  ) : step === REQUEST_STEP ? (
    <Button onPress={submit} isPending={request.isPending} pendingLabel={copy.sending}>
      {copy.submit}
    </Button>
  ) : (
    <Button onPress={close}>{copy.finish}</Button>
  );

  return (
    <Modal
      title={copy.title}
      width="md"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      footer={<Cluster justify="end">{action}</Cluster>}
    >
      <Stack gap="4">
        {already ? null : (
          <Stepper
            label={copy.stepsLabel}
            steps={copy.stepNames}
            current={step}
            completed={new Set(Array.from({ length: step }, (_, i) => i))}
            orientation="horizontal"
            compact
          />
        )}
        {body}
      </Stack>
    </Modal>
  );
}
