import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { START_SCRIPT } from '../../../vite-prerender';
import {
  applyEarlyGuestStyle,
  clearGuestAccessibility,
  releaseEarlyGuestStyle,
  setGuestAccessibility,
} from './guest-accessibility';

const SETTING = {
  backgroundColor: '#000000',
  fontColor: '#FFFF00',
  subtitles: null,
  fontSize: 3,
  fontFamily: null,
};
const VARS = { '--sf-color-background': '#000000', '--sf-font-size-reading': '1.0625rem' };
const html = () => document.documentElement.style;

afterEach(() => {
  clearGuestAccessibility();
  html().cssText = '';
});

describe('guest accessibility', () => {
  it('keeps the setting and its overrides in this browser, and forgets them when cleared', () => {
    setGuestAccessibility(SETTING, VARS);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.guestAccessibility) ?? 'null')).toEqual({
      setting: SETTING,
      vars: VARS,
    });
    clearGuestAccessibility();
    expect(window.localStorage.getItem(STORAGE_KEYS.guestAccessibility)).toBeNull();
  });

  it('puts the stored overrides on <html> before the app renders (index.html pages)', () => {
    setGuestAccessibility(SETTING, VARS);
    applyEarlyGuestStyle();
    expect(html().getPropertyValue('--sf-color-background')).toBe('#000000');
    expect(html().getPropertyValue('--sf-font-size-reading')).toBe('1.0625rem');
  });

  it('takes them off again once the app applies its own (releaseEarlyGuestStyle), only once', () => {
    setGuestAccessibility(SETTING, VARS);
    applyEarlyGuestStyle();
    releaseEarlyGuestStyle();
    expect(html().getPropertyValue('--sf-color-background')).toBe('');
    // What the app puts on afterwards is its own: a second release leaves it.
    html().setProperty('--sf-color-background', '#14284B');
    releaseEarlyGuestStyle();
    expect(html().getPropertyValue('--sf-color-background')).toBe('#14284B');
  });

  it("the prerendered pages' start script puts them on <html> too, and survives unreadable storage", () => {
    setGuestAccessibility(SETTING, VARS);
    new Function(START_SCRIPT)();
    expect(html().getPropertyValue('--sf-color-background')).toBe('#000000');
    html().cssText = '';
    window.localStorage.setItem(STORAGE_KEYS.guestAccessibility, '{not json');
    expect(() => new Function(START_SCRIPT)()).not.toThrow();
    expect(html().getPropertyValue('--sf-color-background')).toBe('');
  });
});
