import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const carousel = style({
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const slides = style({
  // Quotes differ in length: a floor keeps the buttons from jumping on most screens.
  minHeight: `calc(${vars.space['16']} * 3)`,
});

export const slide = style({ margin: 0 });

export const position = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  borderInlineStart: `${vars.space['1']} solid ${vars.color.accent}`,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  maxWidth: vars.size.measure,
});

export const caption = style({
  color: vars.color.textMuted,
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
