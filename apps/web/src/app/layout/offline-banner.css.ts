import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The dark-mode banner's calm information surface, the same class: no warning or error colour. */
export { banner } from './dark-mode-banner.css';

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
});

export const text = style({
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: vars.size.measure,
  fontSize: vars.fontSize.sm,
});
