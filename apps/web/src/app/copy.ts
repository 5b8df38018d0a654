import { brandFor, perEdition, useEditionCopy } from '../lib/edition/copy';

/** The shell's texts: the frame around every page, and the signed-in chrome. */
export const appCopy = perEdition((edition) => {
  const pro = edition === 'pro';
  const brand = brandFor(edition);
  return {
    shell: {
      skipToContent: 'Skip to main content',
      /** The offline banner (docs/decisions.md, "Offline learning"): what still works, calmly. */
      offlineTitle: "You're offline.",
      offlineText:
        "Steps you've opened, your favourites and notes are here to read; notes you write will be sent when you're back online.",
      offlineDismiss: 'Close the offline message',
      homeLink: `${brand} home`,
      darkTheme: 'Dark theme',
      themeOn: 'On',
      themeOff: 'Off',
      /** PUB-3: the public header's items. */
      home: 'Home',
      assessorToolkit: 'Assessor Toolkit',
      signIn: 'Sign in',
      goToDashboard: 'Go to Dashboard',
      footer: pro
        ? 'Studyflow Pro: workplace and assistive technology skills, one calm step at a time.'
        : 'Studyflow: study skills and assistive technology, one calm step at a time.',
      loading: 'Loading…',
      loadingPage: 'Loading the page…',
      notifications: 'Notifications',
      /** Toasts can be read again (our design rules): the list of the latest ones, from the footer. */
      earlierMessages: 'Earlier messages',
      /** The footer's button to the keyboard shortcuts' legend (lib/shortcuts). */
      keyboardShortcuts: 'Keyboard shortcuts',
      /** PUB-4: the footer's three social links (addresses in lib/links/external-links.ts). */
      socialLabel: 'Studyflow elsewhere',
      social: { linkedin: 'LinkedIn', youtube: 'YouTube', bluesky: 'Bluesky' },
      /** PUB-3: scrolls to the landing's contact form. */
      contact: 'Contact',
      noMessages: 'No messages yet. Confirmations and alerts show here after they close.',
      close: 'Close',
    },
    appShell: {
      openMenu: 'Open menu',
      menuTitle: 'Menu',
      navLabel: 'Main menu',
      /** SHL-3 and ED-3: Learn, 'Software' in the professional edition. */
      learn: pro ? 'Software' : 'Learn',
      reflect: 'Reflect',
      wellbeing: 'Wellbeing',
      favourites: 'Favourites',
      notes: 'Notes',
      studyTools: 'Study Tools',
      goToDashboard: 'Go to Dashboard',
      support: 'Support',
      accessibility: 'Accessibility settings',
      /** Starts with the initials the button shows, so saying what you see works (WCAG 2.5.3). */
      accountMenu: (initials: string) => `${initials}, account menu`,
      viewProfile: 'View profile page',
      viewAchievements: 'View Achievements',
      signOut: 'Sign out',
      darkBannerTitle: 'Try dark mode',
      darkBannerText: 'A darker screen can be easier on tired eyes. You can switch back at any time.',
      darkBannerSwitch: 'Switch to dark mode',
      darkBannerDemo: 'Would you like a trainer to show you around?',
      /** SHL-7: a 'Book a demo' mail link with the subject Trainer Demo. */
      bookDemo: 'Book a demo',
      dismissBanner: 'Close this message',
    },
  };
});

export const useAppCopy = () => useEditionCopy(appCopy);
