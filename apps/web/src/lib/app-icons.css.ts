import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  verticalAlign: 'middle',
});
