import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { SummaryError } from './error-summary';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type Validate<F extends string> = (values: Record<F, string>) => FieldErrors<F>;

export interface UseFormOptions<F extends string> {
  initialValues: Record<F, string>;
  validate: Validate<F>;
  /**
   * Check each field as it changes once the person has left it (or tried to submit), instead of
   * only on submit. The message never appears while someone types their first characters.
   */
  validateOnChange?: boolean;
  /**
   * The form shows an ErrorSummary (GOV.UK) at its top: a failed submit moves focus there instead
   * of to the first invalid field. For long forms, where one problem can hide another.
   */
  summary?: boolean;
}

const hasErrors = <F extends string>(errors: FieldErrors<F>): boolean => Object.values(errors).some(Boolean);

/**
 * Form state the way our design rules ask: values are controlled and never cleared by an error; errors
 * are words under their fields; on a failed submit focus goes to the first invalid field. Client
 * errors show after the first submit; server field errors show until the field is edited.
 */
export function useForm<F extends string>({
  initialValues,
  validate,
  validateOnChange = false,
  summary = false,
}: UseFormOptions<F>) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<Partial<Record<F, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const clientErrors = validate(values);
  const idOf = (name: F) => `${baseId}-${name}`;

  useEffect(() => {
    if (focusRequest === 0 || summary) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, summary]);

  const errorOf = (name: F): string | null => {
    const showClient = submitted || (validateOnChange && left[name] === true);
    return serverErrors[name] ?? (showClient ? (clientErrors[name] ?? null) : null);
  };

  const setValue = (name: F, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  /** Props for a ui TextField. */
  const field = (name: F) => ({
    id: idOf(name),
    name,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    onBlur: () => setLeft((previous) => (previous[name] ? previous : { ...previous, [name]: true })),
    errorMessage: errorOf(name),
  });

  /** Runs `onValid` only when the client rules pass; otherwise focuses the first invalid field. */
  const handleSubmit =
    (onValid: (values: Record<F, string>) => void) =>
    (_event?: FormEvent<HTMLFormElement>): void => {
      setSubmitted(true);
      if (hasErrors(validate(values))) {
        setFocusRequest((count) => count + 1);
        return;
      }
      onValid(values);
    };

  /** Shows the server's field errors under the fields this form has; focuses the first. */
  const showServerErrors = (errors: Partial<Record<string, string>>) => {
    const mine = Object.fromEntries(
      Object.entries(errors).filter(([name]) => name in initialValues),
    ) as FieldErrors<F>;
    setServerErrors(mine);
    if (hasErrors(mine)) setFocusRequest((count) => count + 1);
  };

  /** The errors on screen, in the fields' order, for the form's ErrorSummary. */
  const summaryErrors = (labels: Record<F, string>): SummaryError[] =>
    (Object.keys(initialValues) as F[]).flatMap((name) => {
      const message = errorOf(name);
      return message ? [{ target: idOf(name), label: labels[name], message }] : [];
    });

  return {
    values,
    setValue,
    field,
    summaryErrors,
    focusRequest,
    handleSubmit,
    showServerErrors,
    formRef,
    isValid: !hasErrors(clientErrors),
  };
}

/** What useForm returns, for components that render part of a form owned by their parent. */
export type FormApi<F extends string> = ReturnType<typeof useForm<F>>;
