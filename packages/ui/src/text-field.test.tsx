import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

describe('TextField', () => {
  it('labels the input and describes it with its help text', () => {
    render(<TextField label="Email" description="Use your university email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(describedBy(input)).toBe('Use your university email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks the input invalid and describes it with the error in words', () => {
    render(<TextField label="Email" description="Use your work email" errorMessage="Field required" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain('Field required');
    expect(describedBy(input)).toContain('Use your work email');
    expect(screen.getByText('Field required')).toBeTruthy();
  });

  it('clears the error wiring once the error is gone, keeping the typed value', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Surname"
          value={value}
          onChange={setValue}
          errorMessage={value ? null : 'Field required'}
        />
      );
    }
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Surname' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, 'Ng');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Field required')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('Ng');
  });

  it('shows and hides a password with a named toggle button', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" allowReveal defaultValue="secret-pass" />);
    const input = screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(input.value).toBe('secret-pass');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    hide.focus();
    await user.keyboard('{Enter}');
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('does not submit the form when the toggle is pressed', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted += 1;
        }}
      >
        <TextField label="Password" type="password" allowReveal />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(submitted).toBe(0);
  });
});

describe('TextField required fields', () => {
  it('says the field is required without flagging it invalid before the form asks', () => {
    render(<TextField label="Email" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
