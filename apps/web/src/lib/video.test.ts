import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { describe, expect, it } from 'vitest';
import { storage } from './storage';
import { subtitlesByDefault } from './video';

const withSubtitles = (subtitles: boolean | null) => ({
  accessabilitySetting: {
    backgroundColor: null,
    fontColor: null,
    fontSize: null,
    fontFamily: null,
    subtitles,
  },
});

describe('subtitlesByDefault', () => {
  it('is on when nothing says otherwise', () => {
    expect(subtitlesByDefault(null)).toBe(true);
    expect(subtitlesByDefault(withSubtitles(null))).toBe(true);
  });

  it("follows the browser's video config when the learner made no choice", () => {
    storage.set(STORAGE_KEYS.videoConfig, { defaultSubtitle: false, volume: 1, isMuted: false });
    expect(subtitlesByDefault(withSubtitles(null))).toBe(false);
  });

  it("lets the learner's accessibility choice win", () => {
    storage.set(STORAGE_KEYS.videoConfig, { defaultSubtitle: false, volume: 1, isMuted: false });
    expect(subtitlesByDefault(withSubtitles(true))).toBe(true);
    storage.remove(STORAGE_KEYS.videoConfig);
    expect(subtitlesByDefault(withSubtitles(false))).toBe(false);
  });
});
