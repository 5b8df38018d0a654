import { style } from '@vanilla-extract/css';
import { focusRing } from './styles/focus';
import { vars } from './theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  width: '100%',
  minHeight: vars.size.target,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': focusRing,
    // DeferredSelect's stand-in, a plain button React Aria does not mark: the same ring on keyboard
    // focus, before the real select takes its place.
    '&:not([data-rac]):focus-visible': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const invalid = style({
  borderColor: vars.color.danger,
  borderWidth: vars.borderWidth.thick,
});

export const value = style({
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ flexShrink: 0 });

export const check = style({ marginInlineStart: 'auto' });

export const listBox = style({ outline: 'none', maxHeight: 'inherit' });
