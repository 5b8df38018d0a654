import { describe, expect, it } from 'vitest';
import { THEME_COLOURS } from '../../lib/theme/colour-choice';
import type { GuestCopy } from '../../lib/theme/guest-accessibility';
import { guestReplacing, guestToSave, handoverOf } from './handover';
import { NO_SETTING } from './setting';

const chosen = { ...NO_SETTING, backgroundColor: '#FFF8C6', fontColor: '#2B2B22', fontSize: 4 };
const thisVisit: GuestCopy = { setting: chosen, thisVisit: true, savingFor: null };
const earlierVisit: GuestCopy = { ...thisVisit, thisVisit: false };
const ACCOUNT = '7';

describe('handoverOf', () => {
  it('forgets a copy that holds no choice', () => {
    expect(handoverOf(null, null, ACCOUNT)).toBe('forget');
    expect(handoverOf({ ...thisVisit, setting: NO_SETTING }, { ...NO_SETTING, fontSize: 3 }, ACCOUNT)).toBe(
      'forget',
    );
  });

  it('asks, never saves unasked, when the account has none of its own', () => {
    expect(handoverOf(thisVisit, null, ACCOUNT)).toBe('ask-empty');
    expect(handoverOf(thisVisit, NO_SETTING, ACCOUNT)).toBe('ask-empty');
  });

  it('asks which to keep when the account has any field of its own, even false or 0', () => {
    expect(handoverOf(thisVisit, { ...NO_SETTING, subtitles: false }, ACCOUNT)).toBe('ask-own');
    expect(handoverOf(thisVisit, { ...NO_SETTING, fontSize: 0 }, ACCOUNT)).toBe('ask-own');
    expect(
      handoverOf({ ...thisVisit, setting: { ...NO_SETTING, fontFamily: 'Comic Sans' } }, chosen, ACCOUNT),
    ).toBe('ask-own');
  });

  it('never offers a copy chosen in an earlier visit, and leaves it for the guest pages', () => {
    expect(handoverOf(earlierVisit, null, ACCOUNT)).toBe('leave');
    expect(handoverOf(earlierVisit, { ...NO_SETTING, fontSize: 2 }, ACCOUNT)).toBe('leave');
  });

  it('saves again, unasked, only for the account whose learner asked to keep it', () => {
    expect(handoverOf({ ...earlierVisit, savingFor: ACCOUNT }, null, ACCOUNT)).toBe('retry');
    expect(handoverOf({ ...thisVisit, savingFor: ACCOUNT }, chosen, ACCOUNT)).toBe('retry');
    expect(handoverOf({ ...earlierVisit, savingFor: 'someone else' }, null, ACCOUNT)).toBe('leave');
    expect(handoverOf({ ...thisVisit, savingFor: 'someone else' }, null, ACCOUNT)).toBe('ask-empty');
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

describe('guestToSave', () => {
  it('saves the choices as made to an account with none, in full over an account’s own', () => {
    expect(guestToSave(chosen, null)).toEqual(chosen);
    expect(guestToSave(chosen, { ...NO_SETTING, fontSize: 1 })).toEqual(guestReplacing(chosen));
  });
});
