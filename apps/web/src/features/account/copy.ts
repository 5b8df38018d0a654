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
  };
});

export const useAccountCopy = () => useEditionCopy(accountCopy);
