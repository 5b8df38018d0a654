import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** GOV.UK's error summary: a thick danger frame that does not rely on its colour alone (a title). */
export const summary = style({
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

/** A bulleted list (a Stack): its bullets and indent back on the unstyled list. */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  listStyleType: 'disc',
});

export const link = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: vars.underline.offset,
});
