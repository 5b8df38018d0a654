import { describe, expect, it } from 'vitest';
import { NO_SETTING, toPayload } from './setting';

describe('toPayload', () => {
  it('drops null values and keeps every set one, including false and 0', () => {
    expect(toPayload({ ...NO_SETTING, backgroundColor: '#FFF8C6', fontColor: '#2B2B22' })).toEqual({
      backgroundColor: '#FFF8C6',
      fontColor: '#2B2B22',
    });
    expect(toPayload({ ...NO_SETTING, subtitles: false, fontSize: 0 })).toEqual({
      subtitles: false,
      fontSize: 0,
    });
    expect(toPayload(NO_SETTING)).toEqual({});
  });
});
