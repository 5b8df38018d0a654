import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const panelHead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  marginBottom: vars.space['2'],
});

export const below = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const stepLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
  textTransform: 'none',
  outline: 'none',
});

export const progress = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const progressDot = style({
  flex: 1,
  height: vars.space['1'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
});

export const progressDotDone = style({
  backgroundColor: vars.color.primary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const terms = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const address = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const choiceHead = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
});

export const signInCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const sectionHeading = style({
  textAlign: 'center',
});

/** Pins each choice card's link to the bottom so the two cards line up. */
export const cardLink = style({
  marginTop: 'auto',
  paddingTop: vars.space['2'],
});

export const linkIcon = style({
  marginInlineStart: vars.space['1'],
});

export const stepProgress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
