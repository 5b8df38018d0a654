import { vars } from '@studyflow/ui/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: vars.space['6'],
  '@media': { print: { maxWidth: 'none', padding: 0, gap: vars.space['4'] } },
});

/** The print button and anything else only for the screen. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const flow = style({
  '@media': { print: { breakInside: 'avoid-page' } },
});

export const flowTitle = style({
  margin: 0,
  paddingBottom: vars.space['1'],
  borderBottom: `${vars.borderWidth.thick} solid`,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** A bulleted list (a Stack): its bullets and indent back on the unstyled list. */
export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  listStyleType: 'disc',
});

export const note = style({ breakInside: 'avoid', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const meta = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// On paper: black on white whatever the theme or the learner's colours, and no links to click.
globalStyle('html, body', {
  '@media': { print: { backgroundColor: 'Canvas', color: 'CanvasText' } },
});
