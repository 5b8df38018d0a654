import { brandFor, perEdition, useEditionCopy } from '../../lib/edition/copy';

export const accountCopy = perEdition((edition) => {
  const pro = edition === 'pro';
  const brand = brandFor(edition);
  return {
    areaTitle: 'Your account',
    pageTitle: 'Your profile',
    pageIntro: 'Your details, your profile image and the settings that make Studyflow easier to use.',
    backToDashboard: 'Back to Dashboard',
    profileTitle: 'Profile',
    /** PRF-2: the edit badge's tooltip. */
    addImage: 'Add profile image',
    name: 'Name',
    email: 'Email',
    /** PRF-2 and ED-4: University, Organisation in the professional edition. */
    university: pro ? 'Organisation' : 'University',
    notGiven: 'Not given',
    settingsTitle: 'Settings',
    selectSoftware: 'Select Software',
    installShortcut: 'Install Shortcut',
    accessibility: 'Accessibility settings',
    accessibilityText: 'Colours, text size, font and subtitles.',
    viewAchievements: 'View Achievements',
    signOut: 'Sign Out',
    installTitle: 'Install Shortcut',
    installIntro: `Put ${brand} on your desktop, taskbar or home screen. It then opens in its own window, like any other app, without the browser's tabs and bars.`,
    installSteps: [
      'Use Google Chrome or Microsoft Edge (other browsers do not offer this).',
      `In Chrome, open the menu (three dots, top right) and choose Cast, save and share, then Install page as app, or select the install icon at the right of the address bar.`,
      `In Edge, open the menu (three dots, top right) and choose Apps, then Install this site as an app.`,
      'Confirm with Install. You can remove the shortcut again from the app window’s menu.',
    ],
    installNow: `Your browser is ready: select Install ${brand} to add the shortcut now.`,
    installButton: `Install ${brand}`,
    installUnavailable:
      'This browser has not offered an install yet, or it is already installed. Follow the steps above in Chrome or Edge.',
    close: 'Close',
    notificationsTitle: 'Notifications',
    /** DSH-10 */
    nothingNew: 'Nothing new yet. Watch this space.',
    myLearningTitle: 'My Learning',
    myNotes: 'My Notes',
    achievements: 'Achievements',
    support: 'Support',
    progressTitle: pro ? 'Progress per learning path' : 'Progress per study flow',
    progressLoading: 'Loading your progress…',
    progressEmpty: 'Your progress shows here once you start learning.',
    progressOf: (name: string) => `Progress in ${name}`,
    percent: (value: number) => `${value}%`,
    yourDataTitle: 'Your data',
    yourDataIntro: `Take a copy of everything ${brand} keeps for you, or delete your account.`,
    downloadData: 'Download my data',
    downloadDataText:
      'A zip file with your profile, notes, journal entries, favourites, progress, badges and accessibility settings, each as a document to read and as data for another service.',
    preparingDownload: 'Preparing your download',
    gathering: {
      profile: 'Gathering your profile, badges and settings…',
      notes: 'Gathering your notes…',
      journal: 'Gathering your journal entries…',
      favourites: 'Gathering your favourites…',
      progress: 'Gathering your progress…',
      packing: 'Putting your zip file together…',
    },
    partNames: {
      profile: 'your profile, badges and settings',
      notes: 'your notes',
      journal: 'your journal entries',
      favourites: 'your favourites',
      progress: 'your progress',
    },
    partFailed: (part: string) => `We could not gather ${part} this time`,
    nothingDownloaded:
      'Nothing has been downloaded yet. What was already gathered is kept, so trying again carries on from here.',
    tryAgain: 'Try again',
    downloaded: (fileName: string) => `Your data is ready: your browser is saving ${fileName}.`,
    deleteAccount: 'Delete my account',
    deleteAccountText: 'Removes your account and everything in it. This cannot be undone.',
    deleteTitle: 'Delete your account?',
    deleteIntro: 'Deleting your account removes it for good. These go with it:',
    deleteWhat: [
      'your notes and your reflective journal',
      `your favourites and your progress in every ${pro ? 'learning path' : 'study flow'}`,
      'your badges',
      'your accessibility settings, chosen software and course details',
      'your profile image and your details',
    ],
    deleteLicence: `A licence used to open the account is not refunded and cannot be used again. You are signed out straight away.`,
    deleteDownloadFirst: 'If you want a copy, select Cancel and use Download my data first.',
    cancel: 'Cancel',
    confirmDelete: 'Delete my account for good',
    deleting: 'Deleting your account',
    deleteFailed: 'Your account could not be deleted this time. Nothing has been removed. Please try again.',
    deleteUnavailableTitle: 'Deleting is not available here',
    deleteUnavailable:
      'This server cannot delete accounts itself. The support team can do it for you: send them a message from the Support page and ask for your account to be deleted.',
    goToSupport: 'Go to Support',
    deletedTitle: 'Your account has been deleted',
    deletedText: `Your account and everything in it have been removed, and you are signed out. Thank you for learning with ${brand}.`,
    backHome: 'Go to the home page',
  };
});

export const useAccountCopy = () => useEditionCopy(accountCopy);
