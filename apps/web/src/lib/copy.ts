import type { Edition } from '@studyflow/contracts/edition';
import { ERROR_PAGES, TOAST_ERROR_TITLE } from '@studyflow/contracts/error-catalogue';
import { useEdition } from './edition';

/**
 * Every user-visible text, per edition. Seed texts are reproduced exactly (marked "seed"); the
 * rest is our own plain English. Pro says 'Organisation' where study says 'University' and adds
 * the 'Pro' suffix (seed 001 §1).
 */
export function copyFor(edition: Edition) {
  const pro = edition === 'pro';
  const brand = pro ? 'Studyflow Pro' : 'Studyflow';
  const place = pro ? 'organisation' : 'university';
  return {
    brand,
    shell: {
      skipToContent: 'Skip to main content',
      homeLink: `${brand} home`,
      darkTheme: 'Dark theme',
      signIn: 'Sign in',
      goToDashboard: 'Go to Dashboard',
      footer: pro
        ? 'Studyflow Pro: workplace and assistive technology skills, one calm step at a time.'
        : 'Studyflow: study skills and assistive technology, one calm step at a time.',
      terms: 'Terms of use',
      privacy: 'Privacy policy',
      loading: 'Loading…',
      loadingPage: 'Loading the page…',
    },
    landing: {
      /** seed: the professional landing's headline. */
      headline: pro ? 'Transform the way you work.' : 'Study skills that fit the way you learn.',
      lead: pro
        ? 'Short learning paths for the assistive technology and workplace skills you use every day.'
        : 'Short, calm lessons on essays, lectures, reading and revision, and on the assistive technology that helps you.',
      points: pro
        ? ['Learn in bite-sized steps', 'Build confidence with your software', 'Go at your own pace']
        : ['Bite-sized steps you can finish', 'Made with disabled students', 'Go at your own pace'],
      signIn: 'Sign in',
      goToDashboard: 'Go to Dashboard',
    },
    authChoice: {
      title: `Welcome to ${brand}`,
      intro: 'Sign in to carry on learning, or set up your account.',
      haveAccount: 'Already have an account?',
      /** seed: "a Sign In button". */
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
    },
    licence: {
      title: 'Activate your licence',
      stepOne: 'Step 1 of 2: Your details',
      stepTwo: 'Step 2 of 2: Your account',
      licenceKey: 'Licence Key',
      licenceKeyHelp: 'The ten-digit code from your licence letter or email.',
      firstName: 'First Name',
      surname: 'Surname',
      /** seed: 'University', labelled 'Organisation' in the professional edition. */
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
    errors: {
      /** seed (§2 and contracts ERROR_PAGES), split into heading and sentence. */
      errorHeading: 'Oh no! Something unexpected happened.',
      errorText: "We're sorry for interrupting your flow.",
      backHome: 'Back to home',
      somethingWentWrong: TOAST_ERROR_TITLE.replace(/\.+$/, ''),
      somethingWentWrongText:
        'We could not finish what you asked. You can go back to your dashboard, or ask us for help.',
      backToDashboard: 'Back to Dashboard',
      getSupport: 'Get Support',
      notFound: ERROR_PAGES.notFound,
      notFoundText: 'The page you are looking for does not exist or has moved.',
    },
    account: {
      greeting: (firstName: string) => `Hello, ${firstName}`,
      dashboardText: pro
        ? 'You are signed in. Your software dashboard, with your learning paths and tutorials, comes next.'
        : 'You are signed in. Your learn dashboard, with your study flows and progress, comes next.',
      onboardingTitle: (firstName: string) => `Welcome, ${firstName}`,
      onboardingText: pro
        ? 'Before you start, you will choose your assistive technology software and tell us how well you know it. This set-up comes next.'
        : 'Before you start, you will tell us about your course, choose your assistive technology software and say what you want to work on. This set-up comes next.',
      signOut: 'Sign out',
    },
  };
}

export type Copy = ReturnType<typeof copyFor>;

const COPY: Record<Edition, Copy> = { study: copyFor('study'), pro: copyFor('pro') };

export const useCopy = (): Copy => COPY[useEdition()];
