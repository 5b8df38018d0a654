import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

const base = style({
  display: 'block',
  maxWidth: '100%',
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** Static on purpose: no shimmer, so nothing moves or flashes while content loads. */
export const skeleton = styleVariants({
  text: [base, { width: '100%', height: vars.fontSize.md, borderRadius: vars.radius.sm }],
  rect: [base, { width: '100%', height: vars.space['20'], borderRadius: vars.radius.md }],
  circle: [base, { width: vars.avatar.md, height: vars.avatar.md, borderRadius: vars.radius.pill }],
});
