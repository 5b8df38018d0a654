import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';
import { media } from './theme/media';
import { VIDEO_ZOOM_LEVELS } from './video-zoom';

/**
 * Subtitles follow the learner's accessibility colours and font: vidstack reads these custom
 * properties for its cues, and the theme variables they point at are the ones accessibility.ts
 * overrides on <html>. Background and text come from the same checked pair (≥ 4.5:1).
 */
export const video = style({
  vars: {
    '--media-cue-color': vars.color.text,
    '--media-cue-bg': vars.color.background,
    '--media-cue-backdrop': 'none',
    '--media-user-font-family': vars.font.body,
    '--media-focus-ring-color': vars.color.focusRing,
    '--media-brand': vars.color.primary,
  },
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

/** VID-4: the picture grows from its centre inside the frame, which keeps its size. */
globalStyle(`${video} [data-media-provider]`, { overflow: 'hidden' });
globalStyle(`${video} video`, {
  transformOrigin: 'center',
  transition: 'transform 150ms ease-out',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
export const zoomFrame = style({ width: '100%' });
for (const level of VIDEO_ZOOM_LEVELS) {
  globalStyle(`${zoomFrame}[data-zoom="${level}"] video`, { transform: `scale(${level / 100})` });
}

/** Our list of speeds replaces vidstack's speed slider (video-menus.tsx). */
export const speedChoices = style({});
globalStyle(`${video} .vds-speed-menu .vds-menu-section:not(${speedChoices})`, { display: 'none' });
