import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** GOV.UK's error summary: a thick danger frame that does not rely on its colour alone (a title). */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `${vars.space['1']} solid ${vars.color.danger}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
});

export const link = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: vars.underline.offset,
});
