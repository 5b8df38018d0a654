import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The reader's sidebar: the module (or favourites, or tutorial) at a glance. */
export const sidebar = style({
  minWidth: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const stepLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minHeight: vars.size.target,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySoft },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
    // The step on screen: a bar and bold text, not colour alone (aria-current says it too).
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primarySoft,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset ${vars.borderWidth.thick} 0 0 0 ${vars.color.primary}`,
    },
  },
});

export const stepName = style({ overflowWrap: 'anywhere' });

export const stepMeta = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const mark = style({ display: 'inline-flex', color: vars.color.accent });

export const doneMark = style({ display: 'inline-flex', color: vars.color.success });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
