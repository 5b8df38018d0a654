import { style } from '@vanilla-extract/css';
import { focusRingInset } from './styles/focus';
import { vars } from './theme/contract.css';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  // Positioned, so what is positioned inside (a visually hidden label) scrolls and is clipped with
  // the table instead of widening the page at 320 px.
  position: 'relative',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const column = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const selectColumn = style([column, { width: vars.size.target }]);

export const row = style({
  color: vars.color.text,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { backgroundColor: vars.color.primarySoft },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const cell = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.targetMin,
  minHeight: vars.size.targetMin,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tableCheckbox,
  height: vars.size.tableCheckbox,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onPrimary,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
});

export const empty = style({ padding: vars.space['4'], color: vars.color.textMuted });
