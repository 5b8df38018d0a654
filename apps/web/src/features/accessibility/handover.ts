import type { AccessibilitySetting } from '@studyflow/contracts/user';
import { THEME_COLOURS } from '../../lib/theme/colour-choice';

/**
 * What happens at sign-in to the settings a guest chose in this browser (docs/decisions.md,
 * "Settings before sign-in"): nothing when they chose none; saved to the account when it has none
 * of its own; otherwise the learner is asked which to keep.
 */
export type Handover = 'nothing' | 'save' | 'ask';

const hasAny = (setting: AccessibilitySetting | null | undefined): boolean =>
  setting != null && Object.values(setting).some((value) => value !== null);

export function handoverOf(
  guest: AccessibilitySetting | null | undefined,
  account: AccessibilitySetting | null | undefined,
): Handover {
  if (!hasAny(guest)) return 'nothing';
  return hasAny(account) ? 'ask' : 'save';
}

/**
 * The guest's setting as the account should keep it when it replaces the account's own: every field
 * the guest left alone becomes its standard value, so the account looks as the guest's pages did
 * (an account field kept beside the guest's choices would be a mix neither of them chose).
 */
export function guestReplacing(guest: AccessibilitySetting): AccessibilitySetting {
  const colours = guest.backgroundColor && guest.fontColor;
  return {
    backgroundColor: colours ? guest.backgroundColor : THEME_COLOURS.background,
    fontColor: colours ? guest.fontColor : THEME_COLOURS.text,
    subtitles: guest.subtitles ?? true,
    fontSize: guest.fontSize ?? 0,
    fontFamily: guest.fontFamily ?? 'Default',
  };
}
