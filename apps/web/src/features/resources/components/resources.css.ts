import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.atLeast('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.atLeast('xl')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const icon = style({
  width: vars.space['12'],
  height: vars.space['12'],
  flexShrink: 0,
  borderRadius: vars.radius.md,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const linkLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
