/** The same in both editions. */
export const accessibilityCopy = {
  title: 'Accessibility settings',
  intro: 'Changes apply at once, on every page, and are saved to your account.',
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
  /** A switch's state in words, beside the drawn one. */
  on: 'On',
  off: 'Off',
};
