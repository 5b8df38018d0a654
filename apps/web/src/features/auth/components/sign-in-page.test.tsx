import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { SignInPage } from './sign-in-page';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('SignInPage (ACC-2, ACC-3)', () => {
  it("marks both empty fields 'required', focuses the first and sends nothing", async () => {
    const { calls } = renderWithApp(<SignInPage />, { path: '/auth/sign-in', user: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    const email = field('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('required', { exact: true })).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('shows the password and hides it again', async () => {
    renderWithApp(<SignInPage />, { path: '/auth/sign-in', user: null });
    const user = userEvent.setup();
    const password = field('Password');
    await user.type(password, 'secret-words');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});
