import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The transcript beside a video: a quiet panel, its words at a readable measure. */
export const panel = style({
  width: '100%',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const paragraph = style({
  margin: 0,
  maxWidth: vars.size.measure,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

/** What the picture shows: set apart from the narration by its label and a rule, not colour alone. */
export const picture = style([
  paragraph,
  {
    paddingInlineStart: vars.space['3'],
    borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`,
    color: vars.color.textMuted,
  },
]);

export const pictureLabel = style({ fontWeight: vars.fontWeight.semibold });
