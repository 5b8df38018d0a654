import { Menu, useMediaPlayer, useMediaState } from '@vidstack/react';
import { DefaultMenuButton, DefaultMenuRadioGroup } from '@vidstack/react/player/layouts/default';
import * as styles from './video.css';
import { VIDEO_ZOOM_LEVELS } from './video-zoom';

const speedLabel = (rate: number) => (rate === 1 ? 'Normal' : `${rate}×`);

/**
 * The speeds as a list to pick from (VID-3). vidstack's own speed menu is a slider whose step is
 * the gap between the first two speeds, which would offer 1.5 but not 1.25; the slider is hidden
 * (video.css.ts) and this list takes its place in the same submenu.
 */
export function SpeedChoices({ rates }: { rates: readonly number[] }) {
  const player = useMediaPlayer();
  const rate = useMediaState('playbackRate');
  return (
    <div className={`vds-menu-section ${styles.speedChoices}`}>
      <div className="vds-menu-section-body">
        <DefaultMenuRadioGroup
          value={String(rate)}
          options={rates.map((value) => ({ label: speedLabel(value), value: String(value) }))}
          onChange={(value) => {
            if (player) player.playbackRate = Number(value);
          }}
        />
      </div>
    </div>
  );
}

/** VID-4: a Zoom submenu in the player's settings, 100 % to 500 %, for learners who magnify. */
export function ZoomMenu({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  return (
    <Menu.Root className="vds-menu">
      <DefaultMenuButton label="Zoom" hint={`${zoom}%`} />
      <Menu.Items className="vds-menu-items">
        <DefaultMenuRadioGroup
          value={String(zoom)}
          options={VIDEO_ZOOM_LEVELS.map((level) => ({ label: `${level}%`, value: String(level) }))}
          onChange={(value) => onZoom(Number(value))}
        />
      </Menu.Items>
    </Menu.Root>
  );
}
