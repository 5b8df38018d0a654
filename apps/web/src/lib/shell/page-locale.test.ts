import { describe, expect, it } from 'vitest';
import { givePageLocale, pageLocale, REACT_ARIA_LOCALE } from './page-locale';

describe('the locale React Aria speaks', () => {
  it("is the page's language, or British English where the page names none", () => {
    const lang = document.documentElement.lang;
    try {
      document.documentElement.lang = 'en';
      expect(pageLocale()).toBe('en');
      document.documentElement.lang = '';
      expect(pageLocale()).toBe('en-GB');
    } finally {
      document.documentElement.lang = lang;
    }
  });

  it('is given where React Aria reads a locale the page gives', () => {
    document.documentElement.lang = 'en';
    givePageLocale();
    expect((window as unknown as Record<symbol, unknown>)[REACT_ARIA_LOCALE]).toBe('en');
  });
});
