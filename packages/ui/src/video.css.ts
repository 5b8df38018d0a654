import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from './styles/focus';
import { forcedColours } from './styles/forced-colours';
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
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

/**
 * VID-4: the picture grows from its centre inside the frame, which keeps its size. Only the
 * picture is clipped (with the player's rounded corners): the controls never are, so wider text
 * spacing (WCAG 1.4.12) cannot cut off the time or a button in a narrow player.
 */
globalStyle(`${video} [data-media-provider]`, { overflow: 'hidden', borderRadius: vars.radius.lg });
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

/**
 * vidstack draws focus as a box shadow and gives its buttons no edge; forced colours (Windows high
 * contrast) remove shadows and backgrounds. The player itself loses the page's focus ring to
 * vidstack's `outline: none`. Both get a ring drawn with an outline, and in forced colours each
 * button an edge in the system's button colour.
 */
globalStyle(`${video}:focus-visible`, focusRing);
globalStyle(`${video} .vds-button`, {
  '@media': { [media.forcedColors]: forcedColours.edge },
});
globalStyle(`${video} .vds-button:focus-visible, ${video} .vds-button[data-focus]`, {
  '@media': { [media.forcedColors]: { outline: `${vars.focus.width} solid Highlight` } },
});

/**
 * In a narrow player (320 px, 400 % zoom) the row of buttons wraps onto a second line instead of
 * running out of the player and the page (WCAG 1.4.10).
 */
globalStyle(`${video} .vds-controls-group`, { flexWrap: 'wrap', height: 'auto' });
