import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  width: '100%',
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingTop: vars.space['6'],
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
