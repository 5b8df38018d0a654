import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { globalStyle, style } from '@vanilla-extract/css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.target,
  cursor: 'pointer',
  color: vars.color.text,
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.space['12'],
  height: vars.space['6'],
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
});

export const thumb = style({
  position: 'absolute',
  top: vars.space['0'],
  bottom: vars.space['0'],
  left: vars.space['0'],
  margin: vars.borderWidth.thick,
  aspectRatio: '1',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.borderStrong,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.fast,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

globalStyle(`${switchRoot}[data-selected] ${track}`, {
  backgroundColor: vars.color.primary,
  borderColor: vars.color.primary,
});
globalStyle(`${switchRoot}[data-selected] ${thumb}`, {
  backgroundColor: vars.color.onPrimary,
  transform: `translateX(${vars.space['6']})`,
});
globalStyle(`${switchRoot}[data-focus-visible] ${track}`, {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
});

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const state = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
