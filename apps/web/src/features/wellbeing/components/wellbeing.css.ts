import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const drawing = style({ color: vars.color.primary });

export const banner = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySoft,
});

export const details = style({ margin: 0 });
export const term = style({ fontWeight: vars.fontWeight.semibold });
export const value = style({ margin: 0, marginBottom: vars.space['2'], overflowWrap: 'anywhere' });
export const tips = style({ margin: 0, paddingInlineStart: vars.space['6'] });
