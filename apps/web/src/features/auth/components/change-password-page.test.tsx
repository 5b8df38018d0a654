import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { renderWithApp } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { ChangePasswordPage } from './change-password-page';

const page = (
  <Route path="/auth/reset_password/:reset_password_token">
    <ChangePasswordPage />
  </Route>
);
const path = '/auth/reset_password/tok-1';

const noCheck = () => {
  throw trpcFailure({
    code: 'UPSTREAM_FEATURE_MISSING',
    httpStatus: 501,
    upstreamStatus: 404,
    missingFeature: 'resetLinkCheck',
  });
};
const spentLink = () => {
  throw trpcFailure({
    code: 'UNPROCESSABLE_CONTENT',
    httpStatus: 422,
    upstreamStatus: 422,
    msg: 'Reset password token is invalid.',
    fieldErrors: { resetPasswordToken: ['is invalid'] },
  });
};

async function choosePassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), 'a-new-password');
  await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
  await user.click(screen.getByRole('button', { name: 'Done' }));
}

describe('ChangePasswordPage', () => {
  it('says at once that a spent link is spent, when the upstream can check links', async () => {
    renderWithApp(page, { path, trpc: { 'auth.checkResetToken': spentLink } });
    expect(await screen.findByText('Reset password token is invalid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('shows the form when the upstream has no link check, and lets the password change decide', async () => {
    const { calls } = renderWithApp(page, {
      path,
      trpc: { 'auth.checkResetToken': noCheck, 'auth.resetPassword': spentLink },
    });
    await choosePassword();
    expect(await screen.findByText('Reset password token is invalid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/auth/reset-password',
    );
    expect(calls.at(-1)).toEqual({
      path: 'auth.resetPassword',
      input: {
        password: 'a-new-password',
        passwordConfirmation: 'a-new-password',
        resetPasswordToken: 'tok-1',
      },
    });
    // What was typed stays.
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('a-new-password');
  });

  it('changes the password through a good link without a check, and goes to sign-in', async () => {
    const { location } = renderWithApp(page, {
      path,
      trpc: {
        'auth.checkResetToken': noCheck,
        'auth.resetPassword': () => ({ msg: 'Your password has been changed successfully.' }),
      },
    });
    await choosePassword();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/auth/sign-in'));
  });
});
