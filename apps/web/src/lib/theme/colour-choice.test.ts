import type { AccessibilitySetting } from '@studyflow/contracts/user';
import { describe, expect, it } from 'vitest';
import { appliedSetting, choseDarkColours, chosenColours, THEME_COLOURS } from './colour-choice';

const setting = (backgroundColor: string | null, fontColor: string | null): AccessibilitySetting => ({
  backgroundColor,
  fontColor,
  subtitles: false,
  fontSize: 4,
  fontFamily: 'Comic Sans',
});

describe('colour choice', () => {
  it('reads the reserved pair, in any case, as the theme colours and keeps the other settings', () => {
    const reset = setting(THEME_COLOURS.background.toLowerCase(), THEME_COLOURS.text);
    expect(chosenColours(reset)).toBeNull();
    expect(appliedSetting(reset)).toEqual(setting(null, null));
  });

  it('keeps a real pair, Soft white included', () => {
    expect(chosenColours(setting('#F5F3EE', '#1F2A33'))).toEqual({ background: '#F5F3EE', text: '#1F2A33' });
    expect(appliedSetting(setting('#FFF8C6', '#2B2B22'))).toEqual(setting('#FFF8C6', '#2B2B22'));
    expect(chosenColours(setting('#FFF8C6', null))).toBeNull();
    expect(appliedSetting(null)).toBeNull();
  });

  it('knows a dark pair from a light one', () => {
    expect(choseDarkColours(setting('#14284B', '#F4F4F0'))).toBe(true);
    expect(choseDarkColours(setting('#FFF8C6', '#2B2B22'))).toBe(false);
    expect(choseDarkColours(setting(THEME_COLOURS.background, THEME_COLOURS.text))).toBe(false);
    expect(choseDarkColours(null)).toBe(false);
  });
});
