import { style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

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
