import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { START_SCRIPT } from '../../../vite-start-script';
import {
  applyEarlyGuestStyle,
  clearGuestAccessibility,
  keepGuestAccessibilityFor,
  releaseEarlyGuestStyle,
  setGuestAccessibility,
  useGuestAccessibility,
  useGuestCopy,
} from './guest-accessibility';
import { GUEST_SETTINGS_DAYS } from './guest-expiry';

const SETTING = {
  backgroundColor: '#000000',
  fontColor: '#FFFF00',
  subtitles: null,
  fontSize: 3,
  fontFamily: null,
};
const VARS = { '--sf-color-background': '#000000', '--sf-font-size-reading': '1.0625rem' };
const DAY = 24 * 60 * 60 * 1000;
const html = () => document.documentElement.style;
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.guestAccessibility) ?? 'null');

/** A copy as another tab, or an earlier visit, left it in this browser; this tab hears of it. */
function leftByAnotherVisit(fields: { chosenAt?: number; visit?: string } = {}): void {
  const copy = { setting: SETTING, vars: VARS, chosenAt: Date.now(), visit: 'an-earlier-visit', ...fields };
  window.localStorage.setItem(STORAGE_KEYS.guestAccessibility, JSON.stringify(copy));
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.guestAccessibility }));
}

afterEach(() => {
  clearGuestAccessibility();
  html().cssText = '';
});

describe('guest accessibility', () => {
  it('keeps the setting and its overrides, dated and marked with this visit, and forgets them when cleared', () => {
    const before = Date.now();
    setGuestAccessibility(SETTING, VARS);
    const visit = window.sessionStorage.getItem(STORAGE_KEYS.guestVisit);
    expect(visit).toEqual(expect.any(String));
    expect(stored()).toEqual({ setting: SETTING, vars: VARS, chosenAt: expect.any(Number), visit });
    expect(stored().chosenAt).toBeGreaterThanOrEqual(before);
    clearGuestAccessibility();
    expect(window.localStorage.getItem(STORAGE_KEYS.guestAccessibility)).toBeNull();
  });

  it('tells a copy chosen in this visit from one left by an earlier visit', () => {
    const { result } = renderHook(() => useGuestCopy());
    act(() => setGuestAccessibility(SETTING, VARS));
    expect(result.current).toEqual({ setting: SETTING, thisVisit: true, savingFor: null });
    act(() => keepGuestAccessibilityFor('42'));
    expect(result.current?.savingFor).toBe('42');

    act(() => leftByAnotherVisit());
    expect(result.current).toEqual({ setting: SETTING, thisVisit: false, savingFor: null });
  });

  it(`removes a copy last chosen more than ${GUEST_SETTINGS_DAYS} days ago, or undated, instead of applying it`, () => {
    const { result } = renderHook(() => useGuestAccessibility());
    act(() => leftByAnotherVisit({ chosenAt: Date.now() - (GUEST_SETTINGS_DAYS - 1) * DAY }));
    expect(result.current).toEqual(SETTING);

    act(() => leftByAnotherVisit({ chosenAt: Date.now() - (GUEST_SETTINGS_DAYS + 1) * DAY }));
    expect(result.current).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.guestAccessibility)).toBeNull();

    // A copy of the shape before dates (it could be of any age) goes the same way.
    window.localStorage.setItem(
      STORAGE_KEYS.guestAccessibility,
      JSON.stringify({ setting: SETTING, vars: VARS }),
    );
    applyEarlyGuestStyle();
    expect(html().getPropertyValue('--sf-color-background')).toBe('');
    expect(window.localStorage.getItem(STORAGE_KEYS.guestAccessibility)).toBeNull();
  });

  it('puts the stored overrides on <html> before the app renders (index.html pages), unless expired', () => {
    setGuestAccessibility(SETTING, VARS);
    applyEarlyGuestStyle();
    expect(html().getPropertyValue('--sf-color-background')).toBe('#000000');
    expect(html().getPropertyValue('--sf-font-size-reading')).toBe('1.0625rem');

    html().cssText = '';
    leftByAnotherVisit({ chosenAt: Date.now() - (GUEST_SETTINGS_DAYS + 1) * DAY });
    applyEarlyGuestStyle();
    expect(html().getPropertyValue('--sf-color-background')).toBe('');
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

  it('the start script removes an expired or undated copy instead of applying it', () => {
    const old = {
      setting: SETTING,
      vars: VARS,
      chosenAt: Date.now() - (GUEST_SETTINGS_DAYS + 1) * DAY,
      visit: 'v',
    };
    for (const copy of [old, { setting: SETTING, vars: VARS }]) {
      window.localStorage.setItem(STORAGE_KEYS.guestAccessibility, JSON.stringify(copy));
      new Function(START_SCRIPT)();
      expect(html().getPropertyValue('--sf-color-background')).toBe('');
      expect(window.localStorage.getItem(STORAGE_KEYS.guestAccessibility)).toBeNull();
    }
    // Within the limit it is applied.
    window.localStorage.setItem(
      STORAGE_KEYS.guestAccessibility,
      JSON.stringify({ ...old, chosenAt: Date.now() - (GUEST_SETTINGS_DAYS - 1) * DAY }),
    );
    new Function(START_SCRIPT)();
    expect(html().getPropertyValue('--sf-color-background')).toBe('#000000');
  });

  it('the start script and the app share the storage key', () => {
    expect(START_SCRIPT).toContain(`'${STORAGE_KEYS.guestAccessibility}'`);
  });
});
