import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

/** Anchored sections stop below the top edge, not under it. */
export const section = style({ scrollMarginTop: vars.space['6'] });

export const anchorBar = style({
  paddingBlock: vars.space['3'],
  borderBlock: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const anchorList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const video = style({ width: '100%', maxWidth: vars.size.contentWidth });

export const accordion = style({ width: '100%', maxWidth: vars.size.contentWidth });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.atLeast('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
