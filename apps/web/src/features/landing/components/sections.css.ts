import { vars } from '@studyflow/ui/theme/contract.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const logo = style({
  display: 'block',
  width: vars.space['16'],
  height: vars.space['16'],
  borderRadius: vars.radius.md,
});

export const quote = style({ margin: 0, maxWidth: vars.size.measure });

export const person = style({
  fontSize: vars.fontSize.sm,
});

export const name = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const portrait = style({
  width: vars.space['12'],
  height: vars.space['12'],
  flexShrink: 0,
  borderRadius: vars.radius.pill,
});

export const portraitFill = styleVariants({
  background: { fill: vars.color.primarySoft },
  backgroundAlt: { fill: vars.color.accentSoft },
  figure: { fill: vars.color.primary },
  figureAlt: { fill: vars.color.accent },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['10'],
  height: vars.space['10'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});
