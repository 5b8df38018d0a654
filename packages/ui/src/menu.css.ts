import { style } from '@vanilla-extract/css';
import { focusRing } from './styles/focus';
import { vars } from './theme/contract.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  paddingInline: vars.space['1'],
  border: `${vars.borderWidth.thick} solid transparent`,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.primarySoft },
    '&[data-focus-visible]': focusRing,
    // The plain stand-in (deferred-menu-button.tsx) has no React Aria data attributes: the same
    // hover and ring from the browser's own states until the real button takes its place.
    '&:not([data-rac]):hover': { backgroundColor: vars.color.primarySoft },
    '&:not([data-rac]):focus-visible': focusRing,
  },
});

export const menu = style({ outline: 'none' });

export const triggerContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
