import { vars } from './contract.css';
import { baseTokens } from './tokens';
import { variableName } from './variable-name';

/**
 * WCAG 2.2 SC 1.4.12's text spacing: line height 1.5 times the font size, letter spacing 0.12 em,
 * word spacing 0.16 em, 2 em after each paragraph. The largest setting gives exactly these: the
 * accessibility spec proves every page at them, and at nothing beyond.
 */
export const WCAG_TEXT_SPACING = { lineHeight: 1.5, letterEm: 0.12, wordEm: 0.16, paragraphEm: 2 } as const;

/** Each spacing goes from 0 (the theme's own) to this many steps, the last WCAG's value. */
export const TEXT_SPACING_STEPS = 3;

/** The learner's text spacing: a step (0 to TEXT_SPACING_STEPS) for each of the three. */
export interface TextSpacing {
  /** Line height (every line at least 1.5 times its text at the top) and space after paragraphs. */
  lines: number;
  letters: number;
  words: number;
}

export const NO_TEXT_SPACING: TextSpacing = { lines: 0, letters: 0, words: 0 };

/** The share of WCAG's value a step gives: a whole step from 0 to the last, else 0. */
const share = (step: number): number =>
  Number.isFinite(step)
    ? Math.min(TEXT_SPACING_STEPS, Math.max(0, Math.round(step))) / TEXT_SPACING_STEPS
    : 0;

/** Three decimals are plenty in em and line heights; more only make the style attribute long. */
const round = (value: number): number => Math.round(value * 1000) / 1000;

type LineHeight = keyof typeof baseTokens.lineHeight;
const LINE_HEIGHTS = Object.keys(baseTokens.lineHeight) as LineHeight[];

/** Every custom property a spacing may set: the theme's line heights below 1.5, and the three spacings. */
export const TEXT_SPACING_VARIABLES: readonly string[] = [
  ...LINE_HEIGHTS.filter((name) => Number(baseTokens.lineHeight[name]) < WCAG_TEXT_SPACING.lineHeight).map(
    (name) => variableName(vars.lineHeight[name]),
  ),
  variableName(vars.textSpacing.letter),
  variableName(vars.textSpacing.word),
  variableName(vars.textSpacing.paragraph),
];

/**
 * The theme overrides a spacing makes: each step moves the theme's line heights below 1.5 a third
 * of the way there (the body text has 1.5 already) and the space after paragraphs a third of the
 * way to 2 em; letters and words get a third of 0.12 em and 0.16 em per step. Step 0 sets nothing.
 */
export function textSpacingVars(spacing: TextSpacing | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!spacing) return result;
  const lines = share(spacing.lines);
  if (lines > 0) {
    for (const name of LINE_HEIGHTS) {
      const own = Number(baseTokens.lineHeight[name]);
      if (own < WCAG_TEXT_SPACING.lineHeight) {
        result[variableName(vars.lineHeight[name])] = String(
          round(own + (WCAG_TEXT_SPACING.lineHeight - own) * lines),
        );
      }
    }
    result[variableName(vars.textSpacing.paragraph)] = `${round(WCAG_TEXT_SPACING.paragraphEm * lines)}em`;
  }
  const letters = share(spacing.letters);
  if (letters > 0)
    result[variableName(vars.textSpacing.letter)] = `${round(WCAG_TEXT_SPACING.letterEm * letters)}em`;
  const words = share(spacing.words);
  if (words > 0) result[variableName(vars.textSpacing.word)] = `${round(WCAG_TEXT_SPACING.wordEm * words)}em`;
  return result;
}

/**
 * Puts `overrides` on the element (<html>) and takes off every other spacing override, including
 * those a start script put there before the app ran.
 */
export function applyTextSpacing(element: HTMLElement, overrides: Record<string, string>): void {
  for (const name of TEXT_SPACING_VARIABLES) {
    const value = overrides[name];
    if (value === undefined) element.style.removeProperty(name);
    else element.style.setProperty(name, value);
  }
}
