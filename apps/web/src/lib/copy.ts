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
      notifications: 'Notifications',
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
    appShell: {
      openMenu: 'Open menu',
      menuTitle: 'Menu',
      navLabel: 'Main menu',
      /** seed: Learn, 'Software' in the professional edition. */
      learn: pro ? 'Software' : 'Learn',
      reflect: 'Reflect',
      wellbeing: 'Wellbeing',
      favourites: 'Favourites',
      notes: 'Notes',
      studyTools: 'Study Tools',
      goToDashboard: 'Go to Dashboard',
      support: 'Support',
      accessibility: 'Accessibility settings',
      accountMenu: 'Account menu',
      viewProfile: 'View profile page',
      viewAchievements: 'View Achievements',
      signOut: 'Sign out',
      darkBannerTitle: 'Try dark mode',
      darkBannerText: 'A darker screen can be easier on tired eyes. You can switch back at any time.',
      darkBannerSwitch: 'Switch to dark mode',
      darkBannerDemo: 'Would you like a trainer to show you around?',
      /** seed: a 'Book a demo' mail link with the subject Trainer Demo. */
      bookDemo: 'Book a demo',
      dismissBanner: 'Close this message',
      /** seed: the achievement toast. */
      achievementUnlocked: 'Achievement unlocked.',
      achievementView: 'VIEW',
    },
    notes: {
      title: 'Notes',
      empty: 'No notes yet.',
      comingSoon: 'Notes are on their way. When they arrive, you will be able to:',
      features: [
        'write a note on any step while you learn',
        'find a note again by searching its words',
        'edit or delete a note',
        'jump back to the step a note belongs to',
      ],
      close: 'Close',
    },
    dashboard: {
      pageTitle: pro ? 'Software dashboard' : 'Learn dashboard',
      /** seed: "let's begin..." within 5 days of the first login, "welcome back..." after. */
      greeting: (firstName: string, isNew: boolean) =>
        `Hi ${firstName}, ${isNew ? "let's begin..." : 'welcome back...'}`,
      intro: pro
        ? 'Choose your software or a learning path below. New here? The guided tour shows you around.'
        : 'Choose a study flow or your software below. New here? The guided tour shows you around.',
      /** seed */
      guidedTour: 'GUIDED TOUR',
      tourTitle: 'Guided tour',
      tourVideoTitle: `A guided tour of ${brand}`,
      tourLoading: 'Loading the video…',
      subtitlesEnglish: 'English',
      tabsLabel: 'Your learning',
      /** seed: 'My Study Flows', 'Learning Paths' on the Pro layout; 'My Software'. */
      flowsTab: pro ? 'Learning Paths' : 'My Study Flows',
      softwareTab: 'My Software',
      flowListLabel: pro ? 'Learning paths' : 'Study flows',
      modulesOf: (flowName: string) => `Modules in ${flowName}`,
      loadingFlows: pro ? 'Loading your learning paths…' : 'Loading your study flows…',
      noFlows: pro
        ? 'There are no learning paths yet. Your organisation will add them soon.'
        : 'There are no study flows yet. They will appear here as soon as they are ready.',
      noModules: 'This flow has no modules yet.',
      percentDone: (percent: number) => `${percent}% done`,
      progressOf: (name: string) => `Progress in ${name}`,
      minutesLeft: (minutes: number) => (minutes === 1 ? '1 minute left' : `${minutes} minutes left`),
      finished: 'Finished',
      underAMinute: 'Less than a minute left',
      noSoftware: 'You have not chosen any software yet.',
      chooseSoftware: 'Select Software',
      changeSoftware: 'Change your software',
      /** seed 001: software without a group is 'Specialist'. */
      specialist: 'Specialist',
      selected: 'Selected',
    },
    profile: {
      areaTitle: 'Your account',
      pageTitle: 'Your profile',
      pageIntro: 'Your details, your profile image and the settings that make Studyflow easier to use.',
      backToDashboard: 'Back to Dashboard',
      profileTitle: 'Profile',
      /** seed: the edit badge's tooltip. */
      addImage: 'Add profile image',
      name: 'Name',
      email: 'Email',
      /** seed: University, Organisation in the professional edition. */
      university: pro ? 'Organisation' : 'University',
      notGiven: 'Not given',
      settingsTitle: 'Settings',
      selectSoftware: 'Select Software',
      installShortcut: 'Install Shortcut',
      accessibility: 'Accessibility settings',
      accessibilityText: 'Colours, text size, font and subtitles.',
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
      /** seed */
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
    },
    accessibility: {
      title: 'Accessibility settings',
      intro: 'Changes apply at once, on every page, and are saved to your account.',
      colours: 'Colours',
      coloursHelp: 'Pick a background and text colour pair, or make your own.',
      themeColours: 'Theme colours',
      custom: 'Custom colours',
      background: 'Background colour',
      text: 'Text colour',
      lowContrast: (ratio: string) =>
        `These colours have a contrast of ${ratio}:1, below the 4.5:1 most people need to read comfortably.`,
      goodContrast: (ratio: string) => `Contrast ${ratio}:1, easy to read.`,
      textSize: 'Text size',
      textSizeHelp: 'Makes the reading text bigger: 14 plus this number.',
      textSizeValue: (value: number) => (value === 0 ? 'Standard' : `Standard + ${value}`),
      font: 'Font',
      fontHelp: 'Comic Sans and Open-Dyslexic can make letters easier to tell apart.',
      subtitles: 'Subtitles on videos',
      subtitlesHelp: 'Videos start with subtitles shown.',
      saving: 'Saving…',
      saved: 'Saved.',
      failed: 'Your settings could not be saved. Please try again.',
      preview: 'Preview',
      previewText: 'This is how your reading text looks. Take your time; there is no rush.',
      close: 'Close',
    },
    achievements: {
      title: 'Achievements',
      summary: (earned: number, total: number) => `You have earned ${earned} of ${total} badges.`,
      /** DESIGN.md: earned badges also say "Earned", never colour alone. */
      earned: 'Earned',
      notEarned: 'Not earned yet',
      requirement: (text: string) => `To earn it: ${text}`,
      listLabel: 'Badges',
      close: 'Close',
    },
    avatar: {
      title: 'Profile image',
      current: 'Your current profile image',
      update: 'Update',
      remove: 'Remove',
      dropHint: 'Drag an image here, or',
      /** The drop zone's keyboard and touch route. */
      choose: 'Choose an image',
      rules: 'A JPEG or PNG image of up to 5 MB.',
      dropActive: 'Drop the image to use it',
      cropHelp:
        'Move the image with a mouse, your finger or the arrow keys, and zoom, until your face sits in the circle.',
      cropArea: 'Image crop area',
      zoom: 'Zoom',
      zoomValue: (zoom: number) => `${zoom.toFixed(1)} times`,
      /** seed */
      cancel: 'CANCEL',
      upload: 'UPLOAD',
      uploading: 'Uploading your image…',
      removing: 'Removing your image…',
      loading: 'Loading the image tools…',
      unreadable: 'Error: This image could not be read. Please choose another.',
    },
  };
}

export type Copy = ReturnType<typeof copyFor>;

const COPY: Record<Edition, Copy> = { study: copyFor('study'), pro: copyFor('pro') };

export const useCopy = (): Copy => COPY[useEdition()];
