import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { InstitutionEmailStep } from './institution-email-step';

const NOT_AN_INSTITUTION = 'This email address does not belong to a registered institution.';

const refused = () => {
  throw trpcFailure({
    code: 'UNPROCESSABLE_CONTENT',
    httpStatus: 422,
    upstreamStatus: 422,
    msg: NOT_AN_INSTITUTION,
  });
};

describe('InstitutionEmailStep (ACC-17, ACC-18)', () => {
  it.each([
    ['study', 'Institutional email'],
    ['pro', 'Organisation email'],
  ] as const)('in the %s edition asks for the %s, checked as it changes', async (edition, label) => {
    const onAccepted = vi.fn();
    const { calls } = renderWithApp(
      <InstitutionEmailStep initialEmail="" autoFocus={false} onAccepted={onAccepted} />,
      {
        path: '/auth/inst-licence',
        user: null,
        edition,
        trpc: { 'auth.verifyEmail': refused },
      },
    );
    const user = userEvent.setup();
    const email = screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
    // Checked once the field has been left, before any Next, and from then on as it changes.
    await user.type(email, 'not an email');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Field required', { exact: true })).toBeTruthy();
    expect(calls).toEqual([]);
    await user.click(email);
    await user.paste('someone@elsewhere.example');
    await waitFor(() => expect(screen.queryByText('Invalid email address')).toBeNull());

    // The server's refusal is said in its own words, and the address stays to be corrected.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toContain(NOT_AN_INSTITUTION);
    expect(email.value).toBe('someone@elsewhere.example');
    expect(calls).toEqual([{ path: 'auth.verifyEmail', input: { email: 'someone@elsewhere.example' } }]);
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
