import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { globalStyle, style } from '@vanilla-extract/css';

/** 18 rem: the sidebar's width beside the step above the tablet breakpoint. */
const sidebarWidth = `calc(${vars.space['20']} * 3.6)`;

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

/**
 * The step first in the reading order, the sidebar after it; above the tablet breakpoint the
 * sidebar sits on the left, where learners look for a module's contents.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [media.above('tablet')]: {
      gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
      gridTemplateAreas: '"sidebar content"',
    },
  },
});

/**
 * Focus mode (STP-6): the step alone, in the whole column where the sidebar was, starting where the
 * heading starts. The content still names its grid area above the tablet breakpoint, so the area is
 * declared here too: an undeclared one would put the step in a new column beside an empty one.
 * Text keeps its readable measure (`text`); a video takes the full width.
 */
export const focusLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"content"',
});

export const content = style({
  minWidth: 0,
  '@media': { [media.above('tablet')]: { gridArea: 'content' } },
});

export const sidebarSlot = style({
  minWidth: 0,
  '@media': { [media.above('tablet')]: { gridArea: 'sidebar', position: 'sticky', top: vars.space['4'] } },
});

/** STP-8: the step's words at 14 px plus the learner's text-size setting, in their font. */
export const text = style({
  maxWidth: vars.size.measure,
  fontSize: vars.fontSize.reading,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

globalStyle(`${text} h2, ${text} h3, ${text} h4`, {
  marginBlock: `${vars.space['5']} ${vars.space['2']}`,
  lineHeight: vars.lineHeight.snug,
});
globalStyle(`${text} h2`, { fontSize: `calc(${vars.fontSize.reading} * 1.3)` });
globalStyle(`${text} h3, ${text} h4`, { fontSize: `calc(${vars.fontSize.reading} * 1.15)` });
globalStyle(`${text} p, ${text} ul, ${text} ol`, { marginBlock: `0 ${vars.space['3']}` });
globalStyle(`${text} a`, { color: vars.color.link, textUnderlineOffset: vars.underline.offset });

/** The toolbar (React Aria's Toolbar, so not a Cluster): switches in a wrapping row. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

/** A toolbar switch: pressed reads as filled, with aria-pressed saying it to assistive tech. */
export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  paddingInline: vars.space['3'],
  border: `${vars.borderWidth.thin} solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySoft },
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const completedTag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const tip = style({
  maxWidth: vars.size.measure,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.space['1']} solid ${vars.color.accent}`,
  backgroundColor: vars.color.accentSoft,
  fontSize: vars.fontSize.reading,
});

export const panel = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** A Spread: the step's switches, then Continue at the far end. */
export const footer = style({
  paddingTop: vars.space['4'],
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const appImage = style({ maxWidth: `calc(${vars.space['20']} * 2)`, height: 'auto' });

export const sources = style({
  maxWidth: vars.size.measure,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
