import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { textSpacingVars } from '@studyflow/ui/theme/text-spacing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_TEXT_SPACING_KEY, START_SCRIPT } from '../../../vite-start-script';
import { GUEST_KEY } from '../storage/learner-data';
import {
  clearReadingSettings,
  GUIDE_DEFAULT,
  readingGuideOf,
  setReadingGuide,
  setTextSpacing,
  textSpacingOf,
} from './settings';

const html = () => document.documentElement.style;

afterEach(() => {
  vi.restoreAllMocks();
  html().cssText = '';
});

describe('the reading guide and text spacing, kept per learner in this browser', () => {
  it("keeps each learner's own, with the spacing's overrides beside it", () => {
    setReadingGuide('41', { on: true, lines: 5 });
    setTextSpacing('41', { lines: 3, letters: 1, words: 0 });
    expect(readingGuideOf('41')).toEqual({ on: true, lines: 5 });
    expect(textSpacingOf('41')).toEqual({ lines: 3, letters: 1, words: 0 });
    expect(readingGuideOf('42')).toEqual(GUIDE_DEFAULT);
    expect(textSpacingOf('42')).toEqual({ lines: 0, letters: 0, words: 0 });
    const stored = JSON.parse(window.localStorage.getItem(`${STORAGE_KEYS.textSpacingPrefix}41`) ?? 'null');
    expect(stored.vars).toEqual(textSpacingVars({ lines: 3, letters: 1, words: 0 }));
  });

  it('reads a value of another shape as the standard one, and a forgotten key as gone at once', () => {
    window.localStorage.setItem(
      `${STORAGE_KEYS.readingGuidePrefix}41`,
      JSON.stringify({ on: true, lines: 4 }),
    );
    window.localStorage.setItem(
      `${STORAGE_KEYS.textSpacingPrefix}41`,
      JSON.stringify({ spacing: { lines: 9, letters: 0, words: 0 } }),
    );
    expect(readingGuideOf('41')).toEqual(GUIDE_DEFAULT);
    expect(textSpacingOf('41')).toEqual({ lines: 0, letters: 0, words: 0 });

    setReadingGuide('41', { on: true, lines: 1 });
    expect(readingGuideOf('41')).toEqual({ on: true, lines: 1 });
    // Sign-out removes the key (lib/session/forget-learner.ts): nothing read before outlives it.
    window.localStorage.removeItem(`${STORAGE_KEYS.readingGuidePrefix}41`);
    expect(readingGuideOf('41')).toEqual(GUIDE_DEFAULT);
  });

  it('keeps a choice storage refuses until the page is left', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    setTextSpacing('41', { lines: 0, letters: 0, words: 2 });
    expect(textSpacingOf('41')).toEqual({ lines: 0, letters: 0, words: 2 });
  });

  it("a guest's 'Clear these settings' removes their guide and spacing", () => {
    setReadingGuide(GUEST_KEY, { on: true, lines: 3 });
    setTextSpacing(GUEST_KEY, { lines: 1, letters: 1, words: 1 });
    clearReadingSettings(GUEST_KEY);
    expect(readingGuideOf(GUEST_KEY)).toEqual(GUIDE_DEFAULT);
    expect(window.localStorage.getItem(`${STORAGE_KEYS.textSpacingPrefix}${GUEST_KEY}`)).toBeNull();
  });
});

describe("a guest's spacing before the first paint", () => {
  it("the prerendered pages' start script puts it on <html>, and survives unreadable storage", () => {
    expect(GUEST_TEXT_SPACING_KEY).toBe(`${STORAGE_KEYS.textSpacingPrefix}${GUEST_KEY}`);
    setTextSpacing(GUEST_KEY, { lines: 3, letters: 3, words: 3 });
    new Function(START_SCRIPT)();
    expect(html().getPropertyValue('--sf-textSpacing-word')).toBe('0.16em');
    expect(html().getPropertyValue('--sf-lineHeight-tight')).toBe('1.5');

    html().cssText = '';
    window.localStorage.setItem(GUEST_TEXT_SPACING_KEY, '{not json');
    expect(() => new Function(START_SCRIPT)()).not.toThrow();
    expect(html().getPropertyValue('--sf-textSpacing-word')).toBe('');
  });

  it("leaves a learner's spacing to the app, which knows who is signed in", () => {
    setTextSpacing('41', { lines: 3, letters: 3, words: 3 });
    new Function(START_SCRIPT)();
    expect(html().getPropertyValue('--sf-textSpacing-word')).toBe('');
  });
});
