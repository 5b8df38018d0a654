import { vars } from './contract.css';
import { contrastRatio, mixHex, normaliseHex, relativeLuminance } from './contrast';
import { baseTokens, type ColorRoles, darkColors, lightColors } from './tokens';
import { variableName } from './variable-name';

/** The learner's setting as the contracts describe it (ui cannot import contracts). */
export interface AccessibilitySettingLike {
  backgroundColor?: string | null;
  fontColor?: string | null;
  fontSize?: number | null;
  fontFamily?: 'Default' | 'Comic Sans' | 'Open-Dyslexic' | null;
}

/** Font stacks per setting. OpenDyslexic is self-hosted (@fontsource, imported by AccessibilityStyle). */
export const FONT_STACKS = {
  Default: baseTokens.font.body,
  'Comic Sans': '"Comic Sans MS", "Comic Neue", "Chalkboard SE", "Comic Sans", cursive',
  'Open-Dyslexic': `"OpenDyslexic", ${baseTokens.font.body}`,
} as const;

/** Base size of step-reader text in px; the learner's setting (0–10) is added to it. */
export const READING_BASE_PX = 14;

type Role = keyof ColorRoles;

/** Accent roles that must stay readable (4.5:1) or visible (3:1) on the learner's background. */
const ACCENTS: [Role, number][] = [
  ['primary', 4.5],
  ['primaryHover', 4.5],
  ['link', 4.5],
  ['linkHover', 4.5],
  ['danger', 4.5],
  ['success', 4.5],
  ['info', 4.5],
  ['accent', 4.5],
  ['focusRing', 3],
];

/** Soft fills behind an accent: a light tint of it over the background. */
const SOFT: [Role, Role][] = [
  ['primarySoft', 'primary'],
  ['accentSoft', 'accent'],
  ['dangerSurface', 'danger'],
  ['successSurface', 'success'],
  ['infoSurface', 'info'],
];

/**
 * Derives every colour role from the learner's background and text colour: surfaces step away
 * from the text (so text contrast only grows), muted text and borders mix the two, and each
 * accent keeps the light or dark theme's hue when it is still readable there, else falls back to
 * the text colour. The learner's colours therefore win in both themes.
 */
export function deriveColours(background: string, text: string): ColorRoles {
  const isDark = relativeLuminance(background) < relativeLuminance(text);
  const away = isDark ? '#000000' : '#FFFFFF';
  const palette = isDark ? darkColors : lightColors;
  const other = isDark ? lightColors : darkColors;
  const surface = mixHex(background, away, 0.12);
  const surfaceRaised = mixHex(background, away, 0.2);
  const surfaces = [background, surface, surfaceRaised];
  const readable = (colour: string, minimum: number) =>
    surfaces.every((fill) => contrastRatio(colour, fill) >= minimum);
  const pick = (candidates: string[], minimum: number, fallback: string) =>
    candidates.find((candidate) => readable(candidate, minimum)) ?? fallback;

  const roles = { ...palette, background, surface, surfaceRaised, text } as ColorRoles;
  const sunken = mixHex(background, text, 0.06);
  roles.surfaceSunken = contrastRatio(text, sunken) >= 4.5 ? sunken : background;
  roles.textMuted = pick([mixHex(text, background, 0.25), mixHex(text, background, 0.12)], 4.5, text);
  roles.border = mixHex(background, text, 0.2);
  roles.borderStrong = pick([mixHex(background, text, 0.6), mixHex(background, text, 0.8)], 3, text);
  for (const [role, minimum] of ACCENTS) roles[role] = pick([palette[role], other[role]], minimum, text);
  for (const [role, accent] of SOFT) {
    const soft = mixHex(background, roles[accent], 0.12);
    const ok = contrastRatio(roles[accent], soft) >= 4.5 && contrastRatio(text, soft) >= 4.5;
    roles[role] = ok ? soft : background;
  }
  // Text on a filled primary button: whichever of the pair reads best on it.
  const onFill = (fill: string) =>
    contrastRatio(background, fill) >= contrastRatio(text, fill) ? background : text;
  roles.onPrimary = onFill(roles.primary);
  roles.onDanger = onFill(roles.danger);
  roles.backdrop = isDark ? darkColors.backdrop : lightColors.backdrop;
  return roles;
}

/**
 * CSS custom properties (and color-scheme) that override the theme contract for this setting.
 * Missing or invalid values leave the theme's own value in place.
 */
export function accessibilityVars(
  setting: AccessibilitySettingLike | null | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  if (!setting) return result;
  const background = setting.backgroundColor ? normaliseHex(setting.backgroundColor) : null;
  const text = setting.fontColor ? normaliseHex(setting.fontColor) : null;
  if (background && text) {
    const roles = deriveColours(background, text);
    for (const role of Object.keys(roles) as Role[]) result[variableName(vars.color[role])] = roles[role];
    result['color-scheme'] = relativeLuminance(background) < relativeLuminance(text) ? 'dark' : 'light';
  }
  if (setting.fontFamily && setting.fontFamily !== 'Default') {
    const stack = FONT_STACKS[setting.fontFamily];
    result[variableName(vars.font.body)] = stack;
    result[variableName(vars.font.heading)] = stack;
  }
  if (typeof setting.fontSize === 'number' && Number.isFinite(setting.fontSize)) {
    const size = Math.min(10, Math.max(0, Math.round(setting.fontSize)));
    // In rem so the browser's own text-size setting still scales it (16 px = 1 rem).
    result[variableName(vars.fontSize.reading)] = `${(READING_BASE_PX + size) / 16}rem`;
  }
  return result;
}

/**
 * Writes the overrides as inline styles on `element` (normally <html>, so every page, portal and
 * video caption follows them) and returns a function that removes exactly those it wrote.
 */
export function applyAccessibility(
  element: HTMLElement,
  setting: AccessibilitySettingLike | null | undefined,
): () => void {
  const overrides = accessibilityVars(setting);
  for (const [name, value] of Object.entries(overrides)) element.style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(overrides)) element.style.removeProperty(name);
  };
}
