import { describe, expect, it } from 'vitest';
import { COLOUR_PRESETS } from '../colour-presets';
import { accessibilityVars, applyAccessibility, deriveColours } from './accessibility';
import { contrastRatio } from './contrast';

describe('accessibilityVars', () => {
  it('returns nothing for an empty or missing setting', () => {
    expect(accessibilityVars(null)).toEqual({});
    expect(
      accessibilityVars({ backgroundColor: null, fontColor: null, fontSize: null, fontFamily: null }),
    ).toEqual({});
  });

  it('overrides background, surfaces, text and muted text from the pair', () => {
    const result = accessibilityVars({ backgroundColor: '#fff8c6', fontColor: '#2B2B22' });
    expect(result['--sf-color-background']).toBe('#FFF8C6');
    expect(result['--sf-color-text']).toBe('#2B2B22');
    expect(result['--sf-color-surface']).toMatch(/^#[0-9A-F]{6}$/);
    expect(result['--sf-color-textMuted']).toMatch(/^#[0-9A-F]{6}$/);
    expect(result['color-scheme']).toBe('light');
    expect(accessibilityVars({ backgroundColor: '#1A1A17', fontColor: '#F5E663' })['color-scheme']).toBe(
      'dark',
    );
  });

  it('ignores colours that are not hex, and a lone colour without its partner', () => {
    expect(accessibilityVars({ backgroundColor: 'red', fontColor: '#222222' })).toEqual({});
    expect(accessibilityVars({ backgroundColor: '#FFF8C6', fontColor: null })).toEqual({});
  });

  it('sets the font family for Comic Sans and OpenDyslexic, and leaves Default to the theme', () => {
    expect(accessibilityVars({ fontFamily: 'Comic Sans' })['--sf-font-body']).toMatch(
      /^"Comic Sans MS", "Comic Neue".*cursive$/,
    );
    const dyslexic = accessibilityVars({ fontFamily: 'Open-Dyslexic' });
    expect(dyslexic['--sf-font-body']).toMatch(/^"OpenDyslexic", system-ui/);
    expect(dyslexic['--sf-font-heading']).toBe(dyslexic['--sf-font-body']);
    expect(accessibilityVars({ fontFamily: 'Default' })).toEqual({});
  });

  it('sets reading text to 14 px plus the setting, in rem', () => {
    expect(accessibilityVars({ fontSize: 0 })['--sf-fontSize-reading']).toBe('0.875rem');
    expect(accessibilityVars({ fontSize: 10 })['--sf-fontSize-reading']).toBe('1.5rem');
    expect(accessibilityVars({ fontSize: 42 })['--sf-fontSize-reading']).toBe('1.5rem');
  });
});

describe.each(COLOUR_PRESETS.map((preset) => [preset.name, preset] as const))(
  'derived theme for %s',
  (_n, preset) => {
    const roles = deriveColours(preset.background, preset.text);
    const surfaces = [roles.background, roles.surface, roles.surfaceRaised];

    it('keeps text, muted text and every accent readable on every surface', () => {
      for (const surface of surfaces) {
        for (const role of ['text', 'textMuted', 'primary', 'link', 'danger', 'success', 'accent'] as const) {
          expect(contrastRatio(roles[role], surface), `${role} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        }
        expect(contrastRatio(roles.focusRing, surface)).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(roles.borderStrong, surface)).toBeGreaterThanOrEqual(3);
      }
      expect(contrastRatio(roles.onPrimary, roles.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(roles.text, roles.surfaceSunken)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(roles.primary, roles.primarySoft)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(roles.danger, roles.dangerSurface)).toBeGreaterThanOrEqual(4.5);
    });
  },
);

describe('applyAccessibility', () => {
  it('writes the overrides on the element and removes exactly them', () => {
    const element = document.createElement('div');
    element.style.setProperty('--other', 'kept');
    const undo = applyAccessibility(element, {
      backgroundColor: '#DDEEFF',
      fontColor: '#1A2B3C',
      fontSize: 2,
    });
    expect(element.style.getPropertyValue('--sf-color-background')).toBe('#DDEEFF');
    expect(element.style.getPropertyValue('--sf-fontSize-reading')).toBe('1rem');
    undo();
    expect(element.style.getPropertyValue('--sf-color-background')).toBe('');
    expect(element.style.getPropertyValue('--other')).toBe('kept');
  });
});
