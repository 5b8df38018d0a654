import { Button } from '@studyflow/ui/button';
import { Form } from '@studyflow/ui/form';
import { TextField } from '@studyflow/ui/text-field';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FieldErrors, useForm } from './use-form';

/** A validator of the test's own: lib/ is tested without reaching up into a feature. */
function validateHarness(values: Record<'email' | 'password', string>): FieldErrors<'email' | 'password'> {
  return {
    email: values.email.trim() === '' ? 'required' : undefined,
    password: values.password === '' ? 'required' : undefined,
  };
}

function SignInHarness({
  onValid,
  serverErrors,
}: {
  onValid: () => void;
  serverErrors?: Record<string, string>;
}) {
  const form = useForm({ initialValues: { email: '', password: '' }, validate: validateHarness });
  return (
    <Form onSubmit={form.handleSubmit(onValid)} formRef={form.formRef}>
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Password" type="password" {...form.field('password')} />
      <Button type="submit">Sign in</Button>
      {serverErrors ? <Button onPress={() => form.showServerErrors(serverErrors)}>Fail</Button> : null}
    </Form>
  );
}

describe('useForm', () => {
  it('shows no error before the first submit', async () => {
    const user = userEvent.setup();
    render(<SignInHarness onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'a');
    await user.clear(screen.getByLabelText('Email'));
    expect(screen.queryByText('required')).toBeNull();
  });

  it('on a failed submit shows the errors, focuses the first invalid field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignInHarness onValid={onValid} />);
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getAllByText('required')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('secret');
  });

  it('re-checks live after a submit and submits once the rules pass', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignInHarness onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(screen.getByLabelText('Email'), 'jo@example.org');
    expect(screen.getAllByText('required')).toHaveLength(1);
    await user.type(screen.getByLabelText('Password'), 'pw');
    expect(screen.queryByText('required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'jo@example.org', password: 'pw' });
  });

  it("shows the server's field errors until the field is edited", async () => {
    const user = userEvent.setup();
    render(<SignInHarness onValid={vi.fn()} serverErrors={{ email: 'is invalid', other: 'ignored' }} />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByText('ignored')).toBeNull();
    await user.type(email, 'x');
    expect(screen.queryByText('is invalid')).toBeNull();
  });
});
