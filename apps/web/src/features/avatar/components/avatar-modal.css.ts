import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** 12 rem: the large preview of PRF-4. */
export const previewImage = style({
  width: `calc(${vars.space['12']} * 4)`,
  maxWidth: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** A Stack, its content centred. */
export const dropZone = style({
  padding: `${vars.space['8']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thick} dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  textAlign: 'center',
});

export const dragging = style({
  borderColor: vars.color.primary,
  backgroundColor: vars.color.primarySoft,
});

export const dropIcon = style({
  width: vars.space['10'],
  height: vars.space['10'],
  color: vars.color.primary,
});

export const dropText = style({ fontWeight: vars.fontWeight.semibold });

export const rules = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The cropper fills this box; its height keeps the circle large on phones and desktops alike. */
export const cropArea = style({
  position: 'relative',
  width: '100%',
  height: `calc(${vars.space['20']} * 4)`,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});
