import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const stepLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
  textTransform: 'none',
  outline: 'none',
});

export const progressDot = style({
  flex: 1,
  height: vars.space['1'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
});

export const progressDotDone = style({
  backgroundColor: vars.color.primary,
});

export const terms = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const address = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const sectionHeading = style({
  textAlign: 'center',
});

/** Pins each choice card's link to the bottom so the two cards line up. */
export const cardLink = style({
  marginTop: 'auto',
  paddingTop: vars.space['2'],
});

export const linkIcon = style({
  marginInlineStart: vars.space['1'],
});
