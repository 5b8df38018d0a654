import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { focusRingInset } from './styles/focus';
import { vars } from './theme/contract.css';

/** The label, the box, the count under it; the list is placed against this, over the page. */
export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
  maxWidth: vars.size.formWidth,
  minWidth: 0,
});

/** The box and its button, and the list placed under them. */
export const anchor = style({ position: 'relative', minWidth: 0 });

export const control = style({ display: 'flex', alignItems: 'stretch', minWidth: 0 });

const edge = `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`;

/** The box and its button share one outline: the box's end edge is the button's start edge. */
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.target,
  paddingInline: vars.space['3'],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: edge,
  borderInlineEndWidth: 0,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    // Inside the box's edge, so the ring is not cut by the button beside it.
    '&:focus-visible': focusRingInset,
  },
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.target,
  padding: 0,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: edge,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.text } },
});

/** Over the page under the box, as wide as it (with field.popover's surface): opening it moves nothing. */
export const popup = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space['1']})`,
});

/** The room under the box on opening, where it holds a few rows (set by grouped-combo-box-list). */
const roomVar = createVar();
/** Its property's name, for `style.setProperty` (createVar gives `var(--name)`). */
export const roomProperty = roomVar.replace(/^var\((.+)\)$/, '$1');

/** How many match, at the top of the list: it changes as the learner types, the page under it does not. */
export const matches = style({
  margin: 0,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const list = style({
  position: 'relative',
  maxHeight: `min(calc(${vars.space['20']} * 4), 50vh, ${fallbackVar(roomVar, '100vh')})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
});

/** As tall as every row together; the rows in view are placed in it. */
export const sizer = style({ position: 'relative', width: '100%' });

/** A run of one group's rows, placed where its first row starts. */
export const chunk = style({ position: 'absolute', insetInline: 0 });

export const header = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

/**
 * The active option (the keyboard's place) keeps its ring under forced colours, which replace the
 * background; the chosen one is bold with a tick. A long name wraps rather than being cut off.
 */
export const option = style({
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primarySoft },
    '&[data-focused]': focusRingInset,
  },
});

export const check = style({ marginInlineStart: 'auto', flexShrink: 0 });
