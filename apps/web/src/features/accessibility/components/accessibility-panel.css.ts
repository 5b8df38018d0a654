import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const intro = style({ color: vars.color.textMuted });

export const group = style({
  paddingTop: vars.space['4'],
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** Written in the reading size, so the slider's effect shows right beside it. */
export const sample = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.reading,
  lineHeight: vars.lineHeight.relaxed,
});

export const inUse = style({ fontWeight: vars.fontWeight.semibold });

export const status = style({ minHeight: vars.lineHeight.normal, color: vars.color.textMuted });

export const error = style({ minHeight: vars.lineHeight.normal, color: vars.color.danger });
