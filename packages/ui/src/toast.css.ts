import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';
import { media } from './theme/media';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['2']})` },
  to: { opacity: 1, transform: 'none' },
});

/**
 * The page's lane, below its header: in the flow, so a toast pushes the page down rather than
 * covering it, and sticky, so it is in view wherever the learner has scrolled to. Empty, it takes
 * no room at all.
 */
export const pageLane = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  backgroundColor: vars.color.background,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:empty': { display: 'none' } },
  '@media': { [media.atMost('sm')]: { paddingInline: vars.space['2'] } },
});

/**
 * While the lane holds toasts, the browser must not hold the page still under it (scroll
 * anchoring would slide the lane over the lines the learner was reading): the page moves down
 * instead. Keyboard focus also stops short of the lane.
 */
globalStyle(`html:has(${pageLane}:not(:empty))`, { overflowAnchor: 'none' });

/** The lane's height, set by ToastOutlet while it shows toasts. */
export const LANE_HEIGHT_PROPERTY = '--sf-toast-lane';
globalStyle('html', { scrollPaddingTop: `var(${LANE_HEIGHT_PROPERTY}, 0)` });

/** A dialog's lane, between its title and its content, for toasts shown while it is open. */
export const dialogLane = style({
  display: 'flex',
  paddingInline: vars.space['5'],
  paddingTop: vars.space['3'],
  selectors: { '&:empty': { display: 'none' } },
});

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  maxWidth: vars.size.toast,
  outline: 'none',
  selectors: { [`${dialogLane} &`]: { maxWidth: 'none' } },
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
