/** The same in both editions. */
export const accessibilityCopy = {
  title: 'Accessibility settings',
  intro: 'Changes apply at once, on every page, and are saved to your account.',
  /** A guest's panel: nothing is saved to an account yet. */
  guestIntro:
    'Changes apply at once, on every page, and are kept in this browser for 30 days. If you sign in or create an account in this tab, you will be asked whether to keep them for it.',
  keptHere: 'Kept in this browser.',
  /** A guest's panel: removes their settings from this browser (a shared computer, say). */
  clear: 'Clear these settings',
  clearHelp: 'Removes your settings from this browser, so the pages go back to the standard look.',
  cleared: 'Your settings are cleared from this browser. The pages are back to the standard look.',
  colours: 'Colours',
  coloursHelp: 'Pick a background and text colour pair, or make your own.',
  themeColours: 'Theme colours',
  custom: 'Custom colours',
  /** Which pair is on now, in words (the swatches' frame and tick say it too, not colour alone). */
  coloursInUse: (name: string) => `Colours in use: ${name}`,
  themeColoursInUse: 'theme colours (default)',
  resetColours: 'Reset to default',
  background: 'Background colour',
  text: 'Text colour',
  lowContrast: (ratio: string) =>
    `These colours have a contrast of ${ratio}:1, below the 4.5:1 most people need to read comfortably.`,
  goodContrast: (ratio: string) => `Contrast ${ratio}:1, clear to read.`,
  textSize: 'Text size',
  textSizeHelp: 'Makes the reading text bigger: 14 plus this number.',
  textSizeValue: (value: number) => (value === 0 ? 'Standard' : `Standard + ${value}`),
  font: 'Font',
  fontHelp: 'Comic Sans and Open-Dyslexic can make letters easier to tell apart.',
  /** Text spacing (docs/decisions.md, "Text spacing"): kept in this browser, not the account. */
  lineSpacing: 'Line spacing',
  lineSpacingHelp: 'More space between lines and between paragraphs.',
  letterSpacing: 'Letter spacing',
  letterSpacingHelp: 'More space between letters.',
  wordSpacing: 'Word spacing',
  wordSpacingHelp: 'More space between words.',
  spacingValue: (step: number) => ['Standard', 'A little more', 'More', 'Most'][step] ?? 'Most',
  /** The reading guide (docs/decisions.md, "Reading guide"); its name and sizes are lib/reading's. */
  readingGuideHelp:
    'Shows a few lines of the text at a time and dims the rest. Move it with the pointer, or with the up and down arrow keys. It is on steps, tutorials, the journal and the wellbeing pages.',
  /** Where the spacing and the guide are kept, for a learner and for a guest. */
  keptWhileSignedIn: 'Text spacing and the reading guide stay in this browser while you are signed in.',
  keptForGuest: 'Text spacing and the reading guide stay in this browser until you clear them.',
  subtitles: 'Subtitles on videos',
  subtitlesHelp: 'Videos start with subtitles shown.',
  saving: 'Saving…',
  saved: 'Saved.',
  failed: 'Your settings could not be saved. Please try again.',
  preview: 'Preview',
  previewText: 'This is how your reading text looks. Take your time; there is no rush.',
  close: 'Close',
  /** At sign-in, when the guest chose settings in this visit and the account has settings of its own. */
  handover: {
    title: 'Which settings would you like to keep?',
    body: 'You changed the accessibility settings before signing in, and your account already has settings of its own. Which would you like to use from now on?',
    later:
      'If you close this without choosing, nothing changes, and you will be asked again when you next sign in or reload the page in this tab.',
    keepGuest: 'Keep the settings you chose before signing in',
    keepAccount: 'Keep your saved settings',
    /** The same question when the account has no settings of its own. */
    emptyTitle: 'Keep the settings you chose before signing in?',
    emptyBody:
      'You changed the accessibility settings before signing in. Would you like to keep them for your account? You can change them at any time.',
    keepForAccount: 'Keep them for my account',
    useStandard: 'No, use the standard settings',
    failedTitle: 'Settings not saved to your account yet',
    failed:
      'The settings you chose before signing in could not be saved to your account this time. They are kept in this browser, and we will try again next time.',
  },
  /** A switch's state in words, beside the drawn one. */
  on: 'On',
  off: 'Off',
};
