import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The same calm information surface as the dark-mode banner: no warning or error colour. */
export const banner = style({
  backgroundColor: vars.color.infoSurface,
  color: vars.color.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
});

export const text = style({
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: vars.size.measure,
  fontSize: vars.fontSize.sm,
});
