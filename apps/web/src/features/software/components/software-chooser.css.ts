import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const chooser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});
