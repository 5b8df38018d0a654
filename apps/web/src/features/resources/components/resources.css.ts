import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const icon = style({
  width: vars.space['12'],
  height: vars.space['12'],
  flexShrink: 0,
  borderRadius: vars.radius.md,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const linkLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });
