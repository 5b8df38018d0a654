import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The column itself is a Stack; this centres it and keeps it to a form's width. */
export const page = style({
  maxWidth: vars.size.formWidth,
  margin: '0 auto',
  paddingBlock: vars.space['8'],
  textAlign: 'center',
});

export const code = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

/** The offline page's lists of what is kept: no bullets, the links themselves say what they are. */
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
