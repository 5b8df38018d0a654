import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';
import { media } from './theme/media';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['2']})` },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: vars.size.toast,
  maxWidth: `calc(100vw - ${vars.space['8']})`,
  outline: 'none',
  '@media': {
    [media.atMost('sm')]: {
      insetInline: vars.space['2'],
      bottom: vars.space['2'],
      width: 'auto',
      maxWidth: 'none',
    },
  },
});

const toastBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['3'],
  paddingInlineStart: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid`,
  borderInlineStartWidth: vars.space['1'],
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const toast = styleVariants({
  info: [toastBase, { backgroundColor: vars.color.infoSurface, borderColor: vars.color.info }],
  success: [toastBase, { backgroundColor: vars.color.successSurface, borderColor: vars.color.success }],
  error: [toastBase, { backgroundColor: vars.color.dangerSurface, borderColor: vars.color.danger }],
  achievement: [toastBase, { backgroundColor: vars.color.accentSoft, borderColor: vars.color.accent }],
});

export const icon = styleVariants({
  info: { color: vars.color.info, marginTop: vars.space['2'] },
  success: { color: vars.color.success, marginTop: vars.space['2'] },
  error: { color: vars.color.danger, marginTop: vars.space['2'] },
  achievement: { color: vars.color.accent, marginTop: vars.space['2'] },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const description = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const action = style({ alignSelf: 'flex-start', marginTop: vars.space['1'] });
