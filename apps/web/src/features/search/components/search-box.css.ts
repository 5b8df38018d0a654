import { vars } from '@studyflow/ui/theme/contract.css';
import { visuallyHiddenRule } from '@studyflow/ui/visually-hidden.css';
import { style } from '@vanilla-extract/css';

/** The box and, under it, its list of results: the list is placed against this. */
export const combobox = style({
  position: 'relative',
  width: '100%',
  maxWidth: vars.size.formWidth,
});

export const field = style({ display: 'flex', flexDirection: 'column' });

/** The top bar has no room for a visible label; the field's name stays 'Search' for everyone. */
export const label = style(visuallyHiddenRule);

export const input = style({
  width: '100%',
  minHeight: vars.size.target,
  padding: `0 ${vars.space['3']}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-focused]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

/** Over the page below the box, as wide as the box, scrolling within when long. */
export const popover = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: `calc(100% + ${vars.space['1']})`,
  width: '100%',
  maxHeight: `min(calc(${vars.space['20']} * 5), 70vh)`,
  outline: 'none',
});

export const groupHeader = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const optionText = style({ paddingBlock: vars.space['1'] });

export const optionMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const empty = style({ padding: vars.space['3'], color: vars.color.textMuted });

/** The stand-in (deferred-search-box.tsx) has no React Aria to say it is focused: the browser does. */
export const standIn = style({
  selectors: {
    '&:focus': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});
