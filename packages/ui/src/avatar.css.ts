import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  userSelect: 'none',
});

export const avatar = styleVariants({
  sm: [base, { width: vars.avatar.sm, height: vars.avatar.sm, fontSize: vars.fontSize.xs }],
  md: [base, { width: vars.avatar.md, height: vars.avatar.md, fontSize: vars.fontSize.sm }],
  lg: [base, { width: vars.avatar.lg, height: vars.avatar.lg, fontSize: vars.fontSize.xl }],
  xl: [base, { width: vars.avatar.xl, height: vars.avatar.xl, fontSize: vars.fontSize['2xl'] }],
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
