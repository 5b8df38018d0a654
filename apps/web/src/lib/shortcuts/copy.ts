import type { RemapError, ShortcutAction } from './shortcuts';

/** The shortcuts legend's words: the same in both editions. */
export const shortcutsCopy = {
  title: 'Keyboard shortcuts',
  close: 'Close',
  intro:
    'Single-key shortcuts never act while you type in a field or while a dialog is open. The video player’s keys work while the player has focus.',
  enabledLabel: 'Use single-key shortcuts',
  enabledHint: 'When this is off, no single key does anything: not in the app and not in the video player.',
  offNote: 'Single-key shortcuts are off. The keys below do nothing until you turn them on again.',
  appHeading: 'Anywhere in the app',
  playerHeading: 'In the video player',
  fixedHeading: 'Video player keys that stay the same',
  actions: {
    openLegend: 'Show this list of shortcuts',
    focusSearch: 'Go to the search box (on pages that have one)',
    togglePaused: 'Play or pause',
    toggleMuted: 'Mute or unmute',
    toggleFullscreen: 'Full screen on or off',
    togglePictureInPicture: 'Picture in picture on or off',
    toggleCaptions: 'Subtitles on or off',
    seekBackward: 'Go back a little',
    seekForward: 'Go forward a little',
    speedUp: 'Play faster',
    slowDown: 'Play slower',
  } satisfies Record<ShortcutAction, string>,
  fixed: [
    { keys: ['Space'], does: 'Play or pause' },
    { keys: ['Left arrow', 'Right arrow'], does: 'Go back or forward a little' },
    { keys: ['Up arrow', 'Down arrow'], does: 'Volume up or down' },
    { keys: ['0', '9'], does: 'Jump to the start (0) or through the video in tenths (1 to 9)', range: true },
  ],
  change: 'Change',
  changeLabel: (action: string) => `Change the key for: ${action}`,
  newKeyLabel: (action: string) => `New key for: ${action}`,
  newKeyHint: 'Type one letter or symbol.',
  save: 'Save key',
  cancel: 'Cancel',
  saved: (action: string, key: string) => `${action} now uses ${key}.`,
  notKept: 'This browser could not keep the change; it applies until you close the page.',
  turnedOn: 'Single-key shortcuts are on.',
  turnedOff: 'Single-key shortcuts are off.',
  reset: 'Use the usual keys again',
  resetDone: 'The usual keys are back.',
  errors: {
    empty: 'Type the key you would like to use.',
    notOneKey: 'Type one key only, such as a letter.',
    reserved: 'The video player keeps the digits and Space for itself. Choose a letter or symbol.',
    unusable: 'The video player cannot use + as a key. Choose another letter or symbol.',
    taken: (other: string) =>
      `That key is already used for: ${other}. Choose another key, or change that one first.`,
  },
};

/** The words for a key the learner cannot have, naming the shortcut that already has it. */
export function remapErrorText(error: RemapError, takenBy?: ShortcutAction): string {
  const { errors, actions } = shortcutsCopy;
  if (error === 'taken') return errors.taken(takenBy ? actions[takenBy] : '');
  return errors[error];
}

/** How a key is written in the legend: a letter in upper case, as printed on a keyboard. */
export const keyName = (key: string): string => (key.length === 1 ? key.toUpperCase() : key);
