import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const article = style({ maxWidth: vars.size.measure });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['6'],
  lineHeight: vars.lineHeight.normal,
});
