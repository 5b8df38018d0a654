/**
 * The single-key shortcuts (WCAG 2.1.4 Character Key Shortcuts): the app's own and the video
 * player's (vidstack's defaults, MEDIA_KEY_SHORTCUTS, as our player uses them). Each can be given
 * another key by the learner, and all of them can be turned off together.
 */
export type AppAction = 'focusSearch' | 'openLegend';
export type PlayerAction =
  | 'togglePaused'
  | 'toggleMuted'
  | 'toggleFullscreen'
  | 'togglePictureInPicture'
  | 'toggleCaptions'
  | 'seekBackward'
  | 'seekForward'
  | 'speedUp'
  | 'slowDown';
export type ShortcutAction = AppAction | PlayerAction;

export const APP_ACTIONS: readonly AppAction[] = ['openLegend', 'focusSearch'];
export const PLAYER_ACTIONS: readonly PlayerAction[] = [
  'togglePaused',
  'seekBackward',
  'seekForward',
  'toggleMuted',
  'toggleCaptions',
  'toggleFullscreen',
  'togglePictureInPicture',
  'slowDown',
  'speedUp',
];
export const ALL_ACTIONS: readonly ShortcutAction[] = [...APP_ACTIONS, ...PLAYER_ACTIONS];

export type KeyMap = Readonly<Record<ShortcutAction, string>>;

export const DEFAULT_KEYS: KeyMap = {
  openLegend: '?',
  focusSearch: '/',
  togglePaused: 'k',
  toggleMuted: 'm',
  toggleFullscreen: 'f',
  togglePictureInPicture: 'i',
  toggleCaptions: 'c',
  seekBackward: 'j',
  seekForward: 'l',
  speedUp: '>',
  slowDown: '<',
};

/** What the learner chose: shortcuts on or off, and the keys they changed. */
export interface ShortcutSettings {
  enabled: boolean;
  keys: KeyMap;
}

export const DEFAULT_SETTINGS: ShortcutSettings = { enabled: true, keys: DEFAULT_KEYS };

/**
 * Keys the player keeps for itself whatever the learner chooses: the digits jump to 0 % … 90 % of
 * a video (vidstack has no setting for them), and Space plays or pauses beside the arrows.
 */
export const RESERVED_KEYS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ' '];

/** '+' joins keys in vidstack's shortcut strings ('Shift+J'), so it cannot be a key of its own there. */
const UNUSABLE_KEYS: readonly string[] = ['+'];

/** A letter is one key whatever the Shift state: it is kept, shown and compared in lower case. */
export const normaliseKey = (key: string): string => (key.length === 1 ? key.toLowerCase() : key);

export type RemapError = 'empty' | 'notOneKey' | 'reserved' | 'unusable' | 'taken';
export type RemapResult =
  | { ok: true; key: string }
  | { ok: false; error: RemapError; takenBy?: ShortcutAction };

/**
 * Whether `typed` can become `action`'s key: exactly one printable character (not a space or a
 * digit, which the player keeps), and no other shortcut already on it.
 */
export function validateRemap(keys: KeyMap, action: ShortcutAction, typed: string): RemapResult {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  const characters = [...trimmed];
  if (characters.length !== 1) return { ok: false, error: 'notOneKey' };
  const key = normaliseKey(trimmed);
  if (RESERVED_KEYS.includes(key)) return { ok: false, error: 'reserved' };
  if (UNUSABLE_KEYS.includes(key)) return { ok: false, error: 'unusable' };
  const takenBy = ALL_ACTIONS.find((other) => other !== action && keys[other] === key);
  if (takenBy) return { ok: false, error: 'taken', takenBy };
  return { ok: true, key };
}

/** Reads what was stored, keeping every valid key and falling back to the default for the rest. */
export function readSettings(value: unknown): ShortcutSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const enabled = typeof record.enabled === 'boolean' ? record.enabled : true;
  const stored = typeof record.keys === 'object' && record.keys !== null ? record.keys : {};
  let keys: KeyMap = DEFAULT_KEYS;
  for (const action of ALL_ACTIONS) {
    const key: unknown = (stored as Record<string, unknown>)[action];
    if (typeof key !== 'string' || key === keys[action]) continue;
    const checked = validateRemap(keys, action, key);
    if (checked.ok) keys = { ...keys, [action]: checked.key };
  }
  return { enabled, keys };
}

/** The app's action for a key press, or null: modified presses (Ctrl, Alt, Meta) are never ours. */
export function appActionFor(
  settings: ShortcutSettings,
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>,
): AppAction | null {
  if (!settings.enabled || event.ctrlKey || event.altKey || event.metaKey) return null;
  const key = normaliseKey(event.key);
  return APP_ACTIONS.find((action) => settings.keys[action] === key) ?? null;
}

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const DIALOG = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]';
/** Widgets whose own keys include printable characters (type-to-select, letters that move). */
const OWN_KEYS =
  '[role="menu"], [role="listbox"], [role="combobox"], [role="grid"], [role="tablist"], [role="tree"]';

/**
 * Whether a shortcut must leave this key alone: the learner is typing in a field, or a dialog, a
 * menu or another widget whose keys are its own has the focus.
 */
export function keyBelongsElsewhere(focused: Element | null): boolean {
  if (!focused) return false;
  return focused.closest(TYPING) !== null || focused.closest(`${DIALOG}, ${OWN_KEYS}`) !== null;
}

/**
 * The player's keys for vidstack's `keyShortcuts` (which replaces its defaults whole): the
 * learner's key for each action, with the arrows and Space it keeps beside them. vidstack refuses
 * a press with Shift held unless the combination names it, so a letter is also given in upper case
 * with Shift (as its own `j J`), and a symbol with and without Shift (keyboards differ on which
 * symbols need it).
 */
export function playerKeyShortcuts(keys: KeyMap): Record<PlayerAction | 'volumeUp' | 'volumeDown', string> {
  const forms = (key: string) => {
    const upper = key.toUpperCase();
    return [...new Set([key, upper, `Shift+${upper}`])].join(' ');
  };
  return {
    togglePaused: `${forms(keys.togglePaused)} Space`,
    toggleMuted: forms(keys.toggleMuted),
    toggleFullscreen: forms(keys.toggleFullscreen),
    togglePictureInPicture: forms(keys.togglePictureInPicture),
    toggleCaptions: forms(keys.toggleCaptions),
    seekBackward: `${forms(keys.seekBackward)} ArrowLeft`,
    seekForward: `${forms(keys.seekForward)} ArrowRight`,
    speedUp: forms(keys.speedUp),
    slowDown: forms(keys.slowDown),
    volumeUp: 'ArrowUp',
    volumeDown: 'ArrowDown',
  };
}
