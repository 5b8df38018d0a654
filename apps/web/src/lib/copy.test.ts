import { ERROR_PAGES, TOAST_ERROR_TITLE } from '@studyflow/contracts/error-catalogue';
import { describe, expect, it } from 'vitest';
import { copyFor } from './copy';

describe('copy', () => {
  const study = copyFor('study');
  const pro = copyFor('pro');

  it("reproduces the /error page's seed text, split into heading and sentence", () => {
    expect(`${study.errors.errorHeading} ${study.errors.errorText}`).toBe(ERROR_PAGES.error);
    expect(study.errors.notFound).toBe('Page not found');
    expect(TOAST_ERROR_TITLE.startsWith(study.errors.somethingWentWrong)).toBe(true);
  });

  it("keeps the seeds' exact screen texts", () => {
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
    expect(study.errors).toMatchObject({ backToDashboard: 'Back to Dashboard', getSupport: 'Get Support' });
  });

  it("says 'Organisation' and adds 'Pro' in the professional edition", () => {
    expect(study.licence.university).toBe('University');
    expect(pro.licence.university).toBe('Organisation');
    expect(study.brand).toBe('Studyflow');
    expect(pro.brand).toBe('Studyflow Pro');
    expect(pro.landing.headline).toBe('Transform the way you work.');
    expect(pro.institution.emailTitle).toContain('organisation');
    expect(study.institution.emailTitle).toContain('university');
  });
});
