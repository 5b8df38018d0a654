import type { AccessibilitySetting } from '@studyflow/contracts/user';
import { THEME_COLOURS } from '../../lib/theme/colour-choice';
import type { GuestCopy } from '../../lib/theme/guest-accessibility';

/**
 * What happens at a signed-in start to the settings a guest chose in this browser
 * (docs/decisions.md, "Settings before sign-in"):
 * - `forget`: the copy holds no choice; it is removed.
 * - `retry`: this account's learner already asked to keep it and the save failed; it is saved again.
 * - `leave`: it was chosen in an earlier visit (or another tab), perhaps by someone else: it is never
 *   offered to an account, and stays for the guest pages until it expires.
 * - `ask-empty` / `ask-own`: chosen in this visit; the learner is asked whether to keep it for an
 *   account with no settings of its own, or which to keep when the account has some. Never unasked.
 */
export type Handover = 'forget' | 'retry' | 'leave' | 'ask-empty' | 'ask-own';

export const hasAny = (setting: AccessibilitySetting | null | undefined): boolean =>
  setting != null && Object.values(setting).some((value) => value !== null);

/** `account` is the signed-in learner's learnerKey. */
export function handoverOf(
  guest: GuestCopy | null,
  accountSetting: AccessibilitySetting | null | undefined,
  account: string,
): Handover {
  if (guest === null || !hasAny(guest.setting)) return 'forget';
  if (guest.savingFor === account) return 'retry';
  if (!guest.thisVisit) return 'leave';
  return hasAny(accountSetting) ? 'ask-own' : 'ask-empty';
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

/**
 * What is saved once the learner chose the guest's settings: as chosen for an account with none of
 * its own (its unset fields stay unset), in full over an account's own.
 */
export const guestToSave = (
  guest: AccessibilitySetting,
  accountSetting: AccessibilitySetting | null | undefined,
): AccessibilitySetting => (hasAny(accountSetting) ? guestReplacing(guest) : guest);
