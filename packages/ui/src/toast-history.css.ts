import { style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingBottom: vars.space['3'],
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({ fontWeight: vars.fontWeight.semibold });

export const time = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
