import type { AccessibilitySettingRow } from './accessibility-queries';

/** Spelled `accessability_setting` in the upstream payload, as the API has always spelled it. */
export interface AccessibilitySettingPayload {
  background_color: string | null;
  font_color: string | null;
  subtitles: boolean | null;
  font_size: number | null;
  font_family: string | null;
}

export const accessibilitySettingPayload = (
  setting: AccessibilitySettingRow,
): AccessibilitySettingPayload => ({
  background_color: setting.backgroundColor,
  font_color: setting.fontColor,
  subtitles: setting.subtitles,
  font_size: setting.fontSize,
  font_family: setting.fontFamily,
});
