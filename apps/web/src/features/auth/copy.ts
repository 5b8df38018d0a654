import { brandFor, perEdition, useEditionCopy } from '../../lib/edition/copy';

/** The guest screens' texts: the choice page, sign-in, password reset, sign-up and confirmation. */
export const authCopy = perEdition((edition) => {
  const pro = edition === 'pro';
  const brand = brandFor(edition);
  const place = pro ? 'organisation' : 'university';
  return {
    authChoice: {
      title: `Welcome to ${brand}`,
      intro: 'Sign in to carry on learning, or set up your account.',
      haveAccount: 'Already have an account?',
      /** ACC-1: "a Sign In button". */
      signIn: 'Sign In',
      newHere: 'New here? Choose how you get access',
      licenceTitle: 'Individual licence',
      licenceText: pro
        ? 'You have a ten-digit licence key, for example from your employer or a funding scheme.'
        : "You have a ten-digit licence key, for example through the Disabled Students' Allowance.",
      licenceLink: 'Activate your licence',
      institutionTitle: pro ? 'Organisation access' : 'Institutional access',
      institutionText: `Your ${place} has a site licence. Sign up with your ${place} email address.`,
      institutionLink: `Sign up with your ${place} email`,
    },
    signIn: {
      title: 'Sign in',
      intro: 'Welcome back. Sign in with the email address you registered with.',
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      sending: 'Signing in…',
      resetPassword: 'Reset Password',
      newHere: `New to ${brand}?`,
      haveAccount: 'Already have an account?',
      setUp: 'Set up your account',
      passwordChanged: 'Your password has been changed. You can now sign in.',
    },
    resetPassword: {
      title: 'Reset Password',
      intro: 'Enter the email address you use and we will send you a link to choose a new password.',
      email: 'Your email',
      submit: 'Submit',
      backToSignIn: 'Back to sign in',
      sentTitle: 'Check your email',
      sentText: 'If the address matches an account, we will send you instructions to reset your password.',
      close: 'Close',
    },
    changePassword: {
      title: 'Change Password',
      intro: 'Choose a new password. It needs at least 8 characters.',
      password: 'New password',
      confirm: 'Confirm new password',
      submit: 'Done',
      /** The link is checked as the page opens, before anyone types a password. */
      checking: 'Checking your link…',
      requestNewLink: 'Request a new link',
    },
    licence: {
      title: 'Activate your licence',
      stepOne: 'Step 1 of 2: Your details',
      stepTwo: 'Step 2 of 2: Your account',
      licenceKey: 'Licence Key',
      licenceKeyHelp: 'The ten-digit code from your licence letter or email.',
      firstName: 'First Name',
      surname: 'Surname',
      /** ACC-11 and ED-4: 'University', 'Organisation' in the professional edition. */
      university: pro ? 'Organisation' : 'University',
      next: 'Next',
      email: 'Email',
      confirmEmail: 'Confirm Email',
      password: 'Create password',
      passwordHelp: 'At least 8 characters.',
      confirmPassword: 'Confirm password',
      termsBefore: 'By selecting Finish you agree to our',
      and: 'and',
      back: 'Back',
      finish: 'Finish',
    },
    institution: {
      emailTitle: `Sign up with your ${place} email`,
      emailIntro: `Your ${place} has a site licence for ${brand}. Enter your ${place} email address and we will check it.`,
      email: pro ? 'Organisation email' : 'Institutional email',
      next: 'Next',
      detailsTitle: 'Create your account',
      signingUpAs: 'Signing up as',
      changeEmail: 'Change email',
      firstName: 'First name',
      surname: 'Surname',
      password: 'Create password',
      passwordHelp: 'At least 8 characters.',
      confirmPassword: 'Confirm password',
      termsBefore: 'By creating an account you agree to our',
      and: 'and',
      submit: 'Create account',
      verifyTitle: 'Verify',
      verifySentTo: 'We have sent an email to',
      verifyNext: 'Open it and select the link inside to verify your account. Then you can sign in.',
      verifyMissing: 'No email? Check your spam or junk folder, or send it again.',
      resend: 'Resend the email',
      /** When the upstream's answer carries no message of its own. */
      resent: 'We have sent the email again.',
    },
    confirmation: {
      title: 'Account Verified',
      checking: 'Checking your link…',
      success: `Your account is ready. You can now log in with your ${pro ? 'organisation' : 'institutional'} email.`,
      signIn: 'Sign in',
    },
    mailbox: {
      link: 'Open the local mailbox',
      note: 'Trying Studyflow on your own computer? Its emails are kept in a local mailbox.',
    },
  };
});

export const useAuthCopy = () => useEditionCopy(authCopy);
