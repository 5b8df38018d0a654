import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

/** Page layouts shared by features (each feature keeps its own details beside its components). */

export const formColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: vars.size.formWidth,
  margin: '0 auto',
});

export const contentColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  width: '100%',
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const stackLoose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const rowSpread = style([row, { justifyContent: 'space-between' }]);

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.atLeast('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const centred = style({
  textAlign: 'center',
  alignItems: 'center',
});

/** A round tinted disc behind a decorative icon, to give cards a friendly focal point. */
export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  flexShrink: 0,
});

export const divider = style({
  width: '100%',
  height: 0,
  margin: 0,
  border: 'none',
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
