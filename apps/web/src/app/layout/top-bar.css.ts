import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { visuallyHiddenRule } from '@studyflow/ui/visually-hidden.css';
import { style } from '@vanilla-extract/css';

export const topBar = style({
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** Holds the top bar's height while its code loads, so the page does not jump. */
export const placeholder = style([
  topBar,
  { minHeight: `calc(${vars.size.target} + 2 * ${vars.space['2']} + ${vars.borderWidth.thin})` },
]);

/** A Cluster; its gap is here because it narrows below 375 px, where the breakpoints of Box stop. */
export const inner = style({
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  '@media': {
    [media.atLeast('tablet')]: { padding: `${vars.space['2']} ${vars.space['6']}` },
    // Every pixel counts at 320 px, where the Pro name needs its badge beside the logo.
    [media.atMost('xs')]: { gap: vars.space['1'], paddingInline: vars.space['1'] },
  },
});

/** Takes the free space between the title and the actions, where the search box will sit. */
export const searchSlot = style({
  flex: '1 1 0',
  minWidth: 0,
  // Too narrow for the box beside the title and actions: it takes a row of its own, below them.
  '@media': {
    [media.atMost('sm')]: { order: 3, flexBasis: '100%', selectors: { '&:empty': { display: 'none' } } },
  },
});

export const support = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.target,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  outline: 'none',
  '@media': { [media.atMost('xs')]: { paddingInline: vars.space['1'] } },
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySoft },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

/**
 * Below 375 px the bar's five controls only fit on one line with Support as its icon: its name stays
 * 'Support' for screen readers and voice control, and the first screen keeps room for the page.
 */
export const supportText = style({
  '@media': { [media.atMost('xs')]: visuallyHiddenRule },
});
