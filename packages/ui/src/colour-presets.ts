/**
 * The 15 background/text pairs of the accessibility panel (A11Y-2). Light tints are the ones
 * dyslexic readers most often choose (cream, pale yellow, blue, mint, peach, lilac, grey…); the dark
 * pairs avoid pure black and white to cut glare. Every pair is ≥ 4.5:1 (colour-presets.test.ts).
 */
export { contrastRatio } from './theme/contrast';

export interface ColourPreset {
  id: string;
  name: string;
  background: string;
  text: string;
}

export interface ColourPair {
  background: string;
  text: string;
}

/** WCAG 1.4.3 minimum for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

export const COLOUR_PRESETS: readonly ColourPreset[] = [
  { id: 'soft-white', name: 'Soft white', background: '#F5F3EE', text: '#1F2A33' },
  { id: 'cream', name: 'Cream', background: '#FAF3E0', text: '#2A2522' },
  { id: 'pale-yellow', name: 'Pale yellow', background: '#FFF8C6', text: '#2B2B22' },
  { id: 'pale-blue', name: 'Pale blue', background: '#DDEEFF', text: '#1A2B3C' },
  { id: 'mint', name: 'Mint', background: '#DDF3E4', text: '#1C3326' },
  { id: 'peach', name: 'Peach', background: '#FDE3D2', text: '#3A2418' },
  { id: 'lilac', name: 'Lilac', background: '#EDE3F6', text: '#2D1F3D' },
  { id: 'rose', name: 'Rose', background: '#FBE4EA', text: '#3B1F28' },
  { id: 'aqua', name: 'Aqua', background: '#D8F2F2', text: '#123636' },
  { id: 'grey', name: 'Grey', background: '#E2E2E0', text: '#1F1F1F' },
  { id: 'yellow-on-black', name: 'Yellow on black', background: '#1A1A17', text: '#F5E663' },
  { id: 'white-on-navy', name: 'White on navy', background: '#14284B', text: '#F4F4F0' },
  { id: 'cream-on-charcoal', name: 'Cream on charcoal', background: '#2B2B2B', text: '#F3EBD3' },
  { id: 'mint-on-forest', name: 'Mint on dark green', background: '#142119', text: '#BDF0CB' },
  { id: 'sky-on-slate', name: 'Light blue on slate', background: '#1E2A36', text: '#CFE6FF' },
];

const sameHex = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Whether two pairs are the same colours (hex case-insensitive); null is the theme's own colours. */
export function samePair(a: ColourPair | null, b: ColourPair | null): boolean {
  if (a === null || b === null) return a === b;
  return sameHex(a.background, b.background) && sameHex(a.text, b.text);
}

/** The preset whose colours match the pair (case-insensitive), if any. */
export function findPreset(pair: ColourPair | null): ColourPreset | undefined {
  if (!pair) return undefined;
  return COLOUR_PRESETS.find((preset) => samePair(preset, pair));
}
