import { describe, expect, it } from 'vitest';
import { authCopy } from './copy';

describe('auth copy', () => {
  const study = authCopy.study;
  const pro = authCopy.pro;

  it("keeps the requirements' exact screen texts", () => {
    expect(study.signIn.submit).toBe('Sign in');
    expect(study.signIn.resetPassword).toBe('Reset Password');
    expect(study.resetPassword).toMatchObject({
      title: 'Reset Password',
      email: 'Your email',
      submit: 'Submit',
    });
    expect(study.resetPassword.sentTitle).toBe('Check your email');
    expect(study.changePassword).toMatchObject({
      title: 'Change Password',
      password: 'New password',
      confirm: 'Confirm new password',
      submit: 'Done',
    });
    expect(study.institution).toMatchObject({
      submit: 'Create account',
      verifyTitle: 'Verify',
      resend: 'Resend the email',
    });
    expect(study.confirmation.title).toBe('Account Verified');
  });

  it("says 'Organisation' and adds 'Pro' in the professional edition", () => {
    expect(study.licence.university).toBe('University');
    expect(pro.licence.university).toBe('Organisation');
    expect(study.authChoice.title).toBe('Welcome to Studyflow');
    expect(pro.authChoice.title).toBe('Welcome to Studyflow Pro');
    expect(pro.institution.emailTitle).toContain('organisation');
    expect(study.institution.emailTitle).toContain('university');
  });
});
