import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const actions = style({
  paddingTop: vars.space['6'],
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
