import { vars } from '@studyflow/ui/theme/contract.css';
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

/** The licence cards' Tiles, as wide as the section. */
export const cards = style({ width: '100%' });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
