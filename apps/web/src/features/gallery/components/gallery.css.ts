import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

export const contents = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  scrollMarginTop: vars.space['4'],
  '@media': { [media.atLeast('md')]: { padding: vars.space['6'] } },
});

export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  maxWidth: vars.size.measure,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space['1'],
});

export const demo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['5'],
  '@media': { [media.atLeast('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const narrow = style({ maxWidth: vars.size.formWidth, width: '100%' });

export const output = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The accessibility preview: overrides land on this box only, so the page keeps its own colours. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const reading = style({
  fontSize: vars.fontSize.reading,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: vars.size.measure,
});

export const muted = style({ color: vars.color.textMuted });
