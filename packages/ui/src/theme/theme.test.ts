import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { type ColorRoles, darkColors, lightColors } from './tokens';

type Pair = [foreground: keyof ColorRoles, background: keyof ColorRoles, minimum: number];

const surfaces = ['background', 'surface', 'surfaceRaised'] as const;
const textRoles = ['text', 'textMuted', 'primary', 'link', 'linkHover', 'danger', 'accent'] as const;

const pairs: Pair[] = [
  ...textRoles.flatMap((fg) => surfaces.map((bg): Pair => [fg, bg, 4.5])),
  ['text', 'surfaceSunken', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['primary', 'primarySoft', 4.5],
  ['text', 'primarySoft', 4.5],
  ['onDanger', 'danger', 4.5],
  ['danger', 'dangerSurface', 4.5],
  ['text', 'dangerSurface', 4.5],
  ['success', 'successSurface', 4.5],
  ['text', 'successSurface', 4.5],
  ['info', 'infoSurface', 4.5],
  ['text', 'infoSurface', 4.5],
  ['text', 'accentSoft', 4.5],
  // Non-text contrast (WCAG 1.4.11): focus rings and input borders.
  ...surfaces.map((bg): Pair => ['focusRing', bg, 3]),
  ...surfaces.map((bg): Pair => ['borderStrong', bg, 3]),
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('%s theme', (_name, colors) => {
  it.each(pairs)('%s on %s reaches %d:1', (fg, bg, minimum) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(minimum);
  });

  it('uses neither pure white nor pure black', () => {
    for (const value of Object.values(colors)) {
      expect(value.toUpperCase()).not.toBe('#FFFFFF');
      expect(value.toUpperCase()).not.toBe('#000000');
    }
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow();
  });
});
