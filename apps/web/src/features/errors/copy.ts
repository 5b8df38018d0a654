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
  /** Offline, on a page this device has not kept (docs/decisions.md, "Offline learning"). */
  offlineHeading: "You're offline",
  offlineText: "This page hasn't been kept on this device, so it will open once you're back online.",
  offlineKeptHeading: 'Here to read offline',
  offlineStepsLabel: "Steps you've opened",
  offlineNoSteps: 'No steps have been kept on this device yet.',
  offlineUnnamedStep: (stepSlug: string) => `Step “${stepSlug.replaceAll('-', ' ')}”`,
  offlineFavourites: 'Your favourites',
  offlineNotes: 'Your notes',
  notFound: ERROR_PAGES.notFound,
  notFoundText: 'The page you are looking for does not exist or has moved.',
};
