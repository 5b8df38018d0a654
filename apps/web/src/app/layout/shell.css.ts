import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { visuallyHiddenRule } from '@studyflow/ui/visually-hidden.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** A Stack: the header, the page and the footer, the footer at the bottom of short pages. */
export const page = style({ minHeight: '100vh' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space['4'],
  top: vars.space['2'],
  zIndex: vars.z.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});

export const header = style({
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const bar = style({
  maxWidth: vars.size.pageWidth,
  margin: '0 auto',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  '@media': {
    [media.atLeast('tablet')]: { padding: `${vars.space['3']} ${vars.space['6']}` },
  },
});

/** The public pages' items take the room between the brand and the actions; a drawer holds them when narrow. */
export const nav = style({
  flex: '1 1 auto',
  '@media': { [media.atMost('tablet')]: { display: 'none' } },
});

/** The public header's menu button: only where the items do not fit (PUB-3). */
export const narrowOnly = style({
  display: 'none',
  '@media': { [media.atMost('tablet')]: { display: 'contents' } },
});

/** The public header's 'Sign in' / 'Go to Dashboard' button: beside the items, in the drawer when narrow. */
export const wideOnly = style({
  display: 'contents',
  '@media': { [media.atMost('tablet')]: { display: 'none' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // A native link (brand-link.tsx): the browser's keyboard focus, not React Aria's attribute.
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const logo = style({
  width: vars.space['8'],
  height: vars.space['8'],
  color: vars.color.primary,
});

export const proBadge = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** On the narrowest screens the theme switch keeps its icon and its accessible name only. */
export const toggleText = style({
  '@media': {
    [media.atMost('sm')]: visuallyHiddenRule,
  },
});

export const main = style({
  flex: '1 0 auto',
  width: '100%',
  maxWidth: vars.size.pageWidth,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['12']}`,
  outline: 'none',
  '@media': {
    [media.atLeast('tablet')]: { padding: `${vars.space['12']} ${vars.space['6']} ${vars.space['16']}` },
  },
});

export const footer = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style({
  maxWidth: vars.size.pageWidth,
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['4']}`,
  '@media': {
    [media.atLeast('tablet')]: { paddingInline: vars.space['6'] },
  },
});

// The footer's links are targets of at least 24 px by themselves (WCAG 2.5.8), not by the space
// around them: a line of small text is ~21 px, and axe found them too close to a neighbour while a
// zoomed focus-mode page was still being laid out.
globalStyle(`${footerInner} li > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.targetMin,
});
