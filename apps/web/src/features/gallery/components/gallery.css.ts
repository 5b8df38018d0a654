import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

/** A component's card (a Stack). */
export const section = style({
  padding: vars.space['5'],
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  scrollMarginTop: vars.space['4'],
  '@media': { [media.atLeast('md')]: { padding: vars.space['6'] } },
});

/** A bulleted list (a Stack): its bullets and indent back on the unstyled list. */
export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  listStyleType: 'disc',
  maxWidth: vars.size.measure,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space['1'],
});

export const demo = style({ minWidth: 0 });

export const narrow = style({ maxWidth: vars.size.formWidth, width: '100%' });

export const output = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The accessibility preview: overrides land on this box only, so the page keeps its own colours. */
export const preview = style({
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

/** A sample block in the layout demos. */
export const sample = style({ borderRadius: vars.radius.md });
