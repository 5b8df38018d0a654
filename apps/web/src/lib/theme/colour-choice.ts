import type { AccessibilitySetting } from '@studyflow/contracts/user';
import type { ColourPair } from '@studyflow/ui/colour-presets';
import { relativeLuminance } from '@studyflow/ui/theme/contrast';

/**
 * Null accessibility values are dropped from the payload (A11Y-6), so the upstream can never be
 * told to forget a colour pair. 'Reset to default' therefore saves this reserved pair, which the
 * app reads as "no pair chosen": the theme's own colours, light or dark, apply again. Any other
 * client shows it as the light theme; its text is one step away from the 'Soft white' preset, so
 * a learner who picks Soft white still gets Soft white (docs/decisions.md).
 */
export const THEME_COLOURS: ColourPair = { background: '#F5F3EE', text: '#1F2A32' };

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The pair the learner chose, or null when the theme's own colours apply. */
export function chosenColours(setting: AccessibilitySetting | null | undefined): ColourPair | null {
  const background = setting?.backgroundColor;
  const text = setting?.fontColor;
  if (!background || !text) return null;
  if (same(background, THEME_COLOURS.background) && same(text, THEME_COLOURS.text)) return null;
  return { background, text };
}

/** The setting as the page should apply it: the reserved pair becomes "no colours". */
export function appliedSetting(
  setting: AccessibilitySetting | null | undefined,
): AccessibilitySetting | null {
  if (!setting) return null;
  return chosenColours(setting) ? setting : { ...setting, backgroundColor: null, fontColor: null };
}

/** A chosen pair with light text on a dark background: the page is dark whatever the theme. */
export function choseDarkColours(setting: AccessibilitySetting | null | undefined): boolean {
  const pair = chosenColours(setting);
  return pair !== null && relativeLuminance(pair.background) < relativeLuminance(pair.text);
}
