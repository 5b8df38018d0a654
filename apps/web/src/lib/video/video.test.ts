import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { describe, expect, it } from 'vitest';
import { storage, videoPositions } from '../storage/storage';
import {
  isCompletionMoment,
  readVideoConfig,
  requestedStart,
  resumePosition,
  saveVolume,
  startPosition,
  subtitlesByDefault,
} from './video';

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

describe('the video config in the browser (VID-1, VID-11)', () => {
  it('starts from subtitles on, full volume, not muted', () => {
    expect(readVideoConfig()).toEqual({ defaultSubtitle: true, volume: 1, isMuted: false });
  });

  it('keeps the volume and mute, in the config and under the volume key', () => {
    saveVolume(0.4, true);
    expect(readVideoConfig()).toEqual({ defaultSubtitle: true, volume: 0.4, isMuted: true });
    expect(storage.get(STORAGE_KEYS.volume)).toBe(0.4);
  });

  it('keeps a position per video', () => {
    videoPositions.set('/uploads/a.mp4', 42.5);
    expect(videoPositions.get('/uploads/a.mp4')).toBe(42.5);
    expect(videoPositions.get('/uploads/b.mp4')).toBeNull();
  });
});

describe('where a video starts (VID-5)', () => {
  it('resumes a saved position past 0 and more than 20 s before the end', () => {
    expect(resumePosition(30, 100)).toBe(30);
    expect(resumePosition(79.9, 100)).toBe(79.9);
    expect(resumePosition(80, 100)).toBeNull();
    expect(resumePosition(0, 100)).toBeNull();
    expect(resumePosition(null, 100)).toBeNull();
  });

  it('honours a requested start past 5 s and more than 5 s before the end', () => {
    expect(requestedStart(5, 100)).toBeNull();
    expect(requestedStart(5.1, 100)).toBe(5.1);
    expect(requestedStart(94.9, 100)).toBe(94.9);
    expect(requestedStart(95, 100)).toBeNull();
  });

  it('prefers a valid requested start, then a valid resume, else the beginning', () => {
    expect(startPosition({ saved: 30, requested: 60 }, 100)).toBe(60);
    expect(startPosition({ saved: 30, requested: 3 }, 100)).toBe(30);
    expect(startPosition({ saved: 90, requested: null }, 100)).toBeNull();
    expect(startPosition({ saved: 30, requested: null }, Number.NaN)).toBeNull();
  });
});

describe('the completion moment (STP-11)', () => {
  it('is 5.0 to 5.3 seconds of playback, both ends included', () => {
    expect([4.99, 5, 5.15, 5.3, 5.31].map(isCompletionMoment)).toEqual([false, true, true, true, false]);
  });
});
