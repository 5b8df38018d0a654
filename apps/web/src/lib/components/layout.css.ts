import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** Page layouts shared by features (each feature keeps its own details beside its components). */

/**
 * A page's centred column at one of the theme's widths. Only the width: a page stacks its
 * sections with packages/ui's Stack, at the gap it needs.
 */
const column = (maxWidth: string) => style({ width: '100%', maxWidth, margin: '0 auto' });

export const formColumn = column(vars.size.formWidth);
export const contentColumn = column(vars.size.contentWidth);
export const pageColumn = column(vars.size.pageWidth);

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
