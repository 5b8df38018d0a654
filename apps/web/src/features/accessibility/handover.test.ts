import { describe, expect, it } from 'vitest';
import { THEME_COLOURS } from '../../lib/theme/colour-choice';
import { guestReplacing, handoverOf } from './handover';
import { NO_SETTING } from './setting';

const chosen = { ...NO_SETTING, backgroundColor: '#FFF8C6', fontColor: '#2B2B22', fontSize: 4 };

describe('handoverOf', () => {
  it('does nothing when the guest chose nothing', () => {
    expect(handoverOf(null, null)).toBe('nothing');
    expect(handoverOf(NO_SETTING, { ...NO_SETTING, fontSize: 3 })).toBe('nothing');
  });

  it("saves the guest's setting to an account that has none of its own", () => {
    expect(handoverOf(chosen, null)).toBe('save');
    expect(handoverOf(chosen, NO_SETTING)).toBe('save');
  });

  it('asks when the account has any field of its own, even false or 0', () => {
    expect(handoverOf(chosen, { ...NO_SETTING, subtitles: false })).toBe('ask');
    expect(handoverOf(chosen, { ...NO_SETTING, fontSize: 0 })).toBe('ask');
    expect(handoverOf({ ...NO_SETTING, fontFamily: 'Comic Sans' }, { ...chosen })).toBe('ask');
  });
});

describe('guestReplacing', () => {
  it("keeps the guest's choices and gives every other field its standard value", () => {
    expect(guestReplacing(chosen)).toEqual({
      backgroundColor: '#FFF8C6',
      fontColor: '#2B2B22',
      subtitles: true,
      fontSize: 4,
      fontFamily: 'Default',
    });
  });

  it("gives the theme's own colours back when the guest chose no pair", () => {
    expect(guestReplacing({ ...NO_SETTING, subtitles: false, fontFamily: 'Open-Dyslexic' })).toEqual({
      backgroundColor: THEME_COLOURS.background,
      fontColor: THEME_COLOURS.text,
      subtitles: false,
      fontSize: 0,
      fontFamily: 'Open-Dyslexic',
    });
  });
});
