import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

export const banner = style({
  backgroundColor: vars.color.infoSurface,
  color: vars.color.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  '@media': {
    [media.atLeast('tablet')]: { paddingInline: vars.space['6'] },
  },
});

export const icon = style({
  color: vars.color.info,
  width: vars.space['6'],
  height: vars.space['6'],
});

export const text = style({
  flex: `1 1 calc(${vars.space['20']} * 4)`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  maxWidth: vars.size.measure,
  fontSize: vars.fontSize.sm,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});
