import type { UpdateAccessibilitySettingInput } from '@studyflow/contracts/accessibility';
import type { AccessibilitySetting, FontFamily } from '@studyflow/contracts/user';

/** A learner who never saved settings has none; every field then means "the theme's own". */
export const NO_SETTING: AccessibilitySetting = {
  backgroundColor: null,
  fontColor: null,
  subtitles: null,
  fontSize: null,
  fontFamily: null,
};

/** A11Y-6: null values are dropped from the payload, so an unset field is never cleared. */
export function toPayload(setting: AccessibilitySetting): UpdateAccessibilitySettingInput {
  return Object.fromEntries(
    Object.entries(setting).filter(([, value]) => value !== null),
  ) as UpdateAccessibilitySettingInput;
}

/** Video config default (VID-1): subtitles are on unless the learner turned them off. */
export const subtitlesOn = (setting: AccessibilitySetting): boolean => setting.subtitles ?? true;

export const fontOf = (setting: AccessibilitySetting): FontFamily => setting.fontFamily ?? 'Default';

export const textSizeOf = (setting: AccessibilitySetting): number => setting.fontSize ?? 0;
