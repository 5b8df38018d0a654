import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Label, description and error text shared by Select, Slider, ChipGroup and the colour picker. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
  lineHeight: vars.lineHeight.normal,
});

/** Popovers (Select, Menu): a raised surface above the page. */
export const popover = style({
  minWidth: `max(${vars.size.popoverMin}, var(--trigger-width, 0rem))`,
  maxWidth: `calc(100vw - ${vars.space['4']})`,
  padding: vars.space['1'],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  outline: 'none',
  zIndex: vars.z.overlay,
});

/** An option or menu item: 44 px tall, the ring drawn inside so it is never clipped. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.primarySoft },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
