import { ERROR_PAGES, TOAST_ERROR_TITLE } from '@studyflow/contracts/error-catalogue';

/** The same in both editions. */
export const errorsCopy = {
  /** PUB-14 (contracts ERROR_PAGES), split into heading and sentence. */
  errorHeading: 'Oh no! Something unexpected happened.',
  errorText: "We're sorry for interrupting your flow.",
  backHome: 'Back to home',
  somethingWentWrong: TOAST_ERROR_TITLE.replace(/\.+$/, ''),
  somethingWentWrongText:
    'We could not finish what you asked. You can go back to your dashboard, or ask us for help.',
  backToDashboard: 'Back to Dashboard',
  getSupport: 'Get Support',
  /** For a visitor who is not signed in: no dashboard, and help by email. */
  somethingWentWrongGuestText:
    'We could not finish what you asked. You can go back to the home page, or email us for help.',
  notFound: ERROR_PAGES.notFound,
  notFoundText: 'The page you are looking for does not exist or has moved.',
};
