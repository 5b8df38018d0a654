import { Button } from '@studyflow/ui/button';
import { Form } from '@studyflow/ui/form';
import { TextField } from '@studyflow/ui/text-field';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppConfigContext } from '../edition/edition';
import { ErrorSummary } from './error-summary';
import { type FieldErrors, useForm } from './use-form';

type Field = 'firstName' | 'surname';
const LABELS: Record<Field, string> = { firstName: 'First Name', surname: 'Surname' };

const validate = (values: Record<Field, string>): FieldErrors<Field> => ({
  firstName: values.firstName.trim() === '' ? 'Field required' : undefined,
  surname: values.surname.trim() === '' ? 'Field required' : undefined,
});

function Harness({ onValid }: { onValid: () => void }) {
  const form = useForm({ initialValues: { firstName: '', surname: '' }, validate, summary: true });
  return (
    <Form onSubmit={form.handleSubmit(onValid)} formRef={form.formRef}>
      <ErrorSummary errors={form.summaryErrors(LABELS)} focusRequest={form.focusRequest} />
      <TextField label={LABELS.firstName} {...form.field('firstName')} />
      <TextField label={LABELS.surname} {...form.field('surname')} />
      <Button type="submit">Next</Button>
      <Button onPress={() => form.showServerErrors({ surname: 'is too long' })}>Server says no</Button>
    </Form>
  );
}

const renderHarness = (onValid = vi.fn()) =>
  render(
    <AppConfigContext.Provider value={{ edition: 'study', mailboxUrl: null }}>
      <Harness onValid={onValid} />
    </AppConfigContext.Provider>,
  );

const summary = () => screen.queryByRole('heading', { name: 'There is a problem' })?.parentElement ?? null;

describe('ErrorSummary with useForm', () => {
  it('is not there before a submit', () => {
    renderHarness();
    expect(summary()).toBeNull();
  });

  it('on a failed submit lists every problem as a link to its field and takes focus', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderHarness(onValid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onValid).not.toHaveBeenCalled();
    const box = summary();
    expect(box).not.toBeNull();
    expect(document.activeElement).toBe(box);
    const links = within(box as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First Name: Field required',
      'Surname: Field required',
    ]);
    await user.click(within(box as HTMLElement).getByRole('link', { name: 'Surname: Field required' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Surname'));
  });

  it('follows the fields as they are fixed and goes when none is left', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderHarness(onValid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('First Name'), 'Sam');
    expect(within(summary() as HTMLElement).getAllByRole('link')).toHaveLength(1);
    await user.type(screen.getByLabelText('Surname'), 'Lee');
    expect(summary()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onValid).toHaveBeenCalledOnce();
  });

  it("lists the server's field errors too", async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Surname'), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Server says no' }));
    const box = summary();
    expect(within(box as HTMLElement).getByRole('link').textContent).toBe('Surname: is too long');
    expect(document.activeElement).toBe(box);
  });
});
