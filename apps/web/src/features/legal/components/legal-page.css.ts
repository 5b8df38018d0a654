import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const article = style({ maxWidth: vars.size.measure });

/** A bulleted list (a Stack): its bullets and indent back on the unstyled list. */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['6'],
  listStyleType: 'disc',
  lineHeight: vars.lineHeight.normal,
});
