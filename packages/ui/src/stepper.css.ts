import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

const listBase = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const list = styleVariants({
  vertical: [listBase, { flexDirection: 'column' }],
  horizontal: [listBase, { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' }],
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textMuted,
  minHeight: vars.size.target,
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const done = style({ color: vars.color.text });

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.stepMarker,
  height: vars.size.stepMarker,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  backgroundColor: vars.color.surface,
});

/** State is shown by fill, shape (tick or number) and hidden text, never by colour alone. */
export const marker = styleVariants({
  upcoming: [markerBase],
  current: [markerBase, { borderColor: vars.color.primary, color: vars.color.primary }],
  done: [
    markerBase,
    { borderColor: vars.color.primary, backgroundColor: vars.color.primary, color: vars.color.onPrimary },
  ],
});

export const connector = style({
  display: 'none',
  selectors: {
    [`${list.horizontal} > li:not(:last-child) > &`]: {
      display: 'block',
      width: vars.space['6'],
      height: vars.borderWidth.thick,
      backgroundColor: vars.color.borderStrong,
    },
  },
});
