import { describe, expect, it } from 'vitest';
import { COLOUR_PRESETS, contrastRatio, findPreset, MIN_TEXT_CONTRAST } from './colour-presets';

describe('COLOUR_PRESETS', () => {
  it('has 15 pairs with unique ids and names', () => {
    expect(COLOUR_PRESETS).toHaveLength(15);
    expect(new Set(COLOUR_PRESETS.map((preset) => preset.id)).size).toBe(15);
    expect(new Set(COLOUR_PRESETS.map((preset) => preset.name)).size).toBe(15);
  });

  it.each(COLOUR_PRESETS.map((preset) => [preset.name, preset] as const))(
    '%s has text contrast of at least 4.5:1',
    (_name, preset) => {
      expect(contrastRatio(preset.background, preset.text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('uses neither pure white nor pure black', () => {
    for (const preset of COLOUR_PRESETS) {
      for (const colour of [preset.background, preset.text]) {
        expect(['#FFFFFF', '#000000']).not.toContain(colour.toUpperCase());
      }
    }
  });

  it('includes dark pairs as well as light tints', () => {
    const dark = COLOUR_PRESETS.filter((preset) => contrastRatio(preset.background, '#000000') < 2);
    expect(dark.length).toBeGreaterThanOrEqual(4);
  });
});

describe('contrastRatio', () => {
  it('matches WCAG reference values and accepts short hex', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#777777')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });
});

describe('findPreset', () => {
  it('matches a pair whatever the letter case', () => {
    expect(findPreset({ background: '#faf3e0', text: '#2a2522' })?.id).toBe('cream');
    expect(findPreset({ background: '#FAF3E0', text: '#000001' })).toBeUndefined();
    expect(findPreset(null)).toBeUndefined();
  });
});
