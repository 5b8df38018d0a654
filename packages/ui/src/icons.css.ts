import { style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  verticalAlign: 'middle',
});
