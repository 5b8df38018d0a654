import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { VideoProps } from '@studyflow/ui/video';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '../../test-support/render';
import { storage, videoPositions } from '../storage/storage';
import { VideoPlayer } from './video-player';

// vidstack needs real media; the stand-in records what the shared configuration hands the player.
const seen = vi.hoisted(() => ({ props: null as VideoProps | null }));
vi.mock('@studyflow/ui/video', () => ({
  Video: (props: VideoProps) => {
    seen.props = props;
    return <p>player</p>;
  },
}));

async function renderPlayer(
  props: Partial<Parameters<typeof VideoPlayer>[0]> = {},
  subtitles: boolean | null = null,
) {
  renderWithApp(
    <VideoPlayer videoId="step-12" src="/uploads/a.mp4" title="A video" loadingLabel="Loading…" {...props} />,
    {
      user: testUser({
        accessabilitySetting: {
          backgroundColor: null,
          fontColor: null,
          fontSize: null,
          fontFamily: null,
          subtitles,
        },
      }),
    },
  );
  await screen.findByText('player');
  const props_ = seen.props;
  if (!props_) throw new Error('no player');
  return props_;
}

describe('the shared video configuration (VID)', () => {
  it('turns subtitles on, seeks 10 s and offers the five speeds', async () => {
    const props = await renderPlayer();
    expect(props.showSubtitles).toBe(true);
    expect(props.seekStep).toBe(10);
    expect(props.playbackRates).toEqual([0.5, 1, 1.25, 1.5, 2]);
    expect(props.volume).toBe(1);
    expect(props.muted).toBe(false);
  });

  it("follows the learner's subtitles setting and the stored volume", async () => {
    storage.set(STORAGE_KEYS.videoConfig, { defaultSubtitle: true, volume: 0.3, isMuted: true });
    const props = await renderPlayer({}, false);
    expect(props.showSubtitles).toBe(false);
    expect(props.volume).toBe(0.3);
    expect(props.muted).toBe(true);
    act(() => props.onVolumeChange?.(0.7, false));
    expect(storage.get(STORAGE_KEYS.videoConfig)).toMatchObject({ volume: 0.7, isMuted: false });
  });

  it("resumes this browser's position first, else the server's, by the 20 s rule", async () => {
    const props = await renderPlayer({ serverPosition: 30 });
    expect(props.startAt?.(100)).toBe(30);
    expect(props.startAt?.(45)).toBeNull();
    videoPositions.set('step-12', 50);
    expect(props.startAt?.(100)).toBe(50);
  });

  it('honours a requested start time over the resume position', async () => {
    videoPositions.set('step-12', 50);
    const props = await renderPlayer({ requestedStart: 12 });
    expect(props.startAt?.(100)).toBe(12);
  });

  it('remembers the position on pause and every 5 s of playback', async () => {
    const save = vi.fn();
    const props = await renderPlayer({ onPositionSave: save });
    act(() => {
      props.onTimeUpdate?.(2);
      props.onTimeUpdate?.(5.2);
      props.onTimeUpdate?.(7);
    });
    expect(save.mock.calls).toEqual([[5.2]]);
    act(() => props.onPause?.(8.5, 100));
    expect(videoPositions.get('step-12')).toBe(8.5);
    expect(save).toHaveBeenLastCalledWith(8.5);
  });
});
