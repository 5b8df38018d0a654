import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    borderLeft: `${vars.space['1']} solid currentColor`,
    color: vars.color.text,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    variant: {
      error: { backgroundColor: vars.color.dangerSurface, borderLeftColor: vars.color.danger },
      info: { backgroundColor: vars.color.infoSurface, borderLeftColor: vars.color.info },
      success: { backgroundColor: vars.color.successSurface, borderLeftColor: vars.color.success },
    },
  },
  defaultVariants: { variant: 'error' },
});

export const icon = recipe({
  base: { marginTop: vars.space['0'] },
  variants: {
    variant: {
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
      success: { color: vars.color.success },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
});

/** The message itself: in the danger colour for errors ("shown in red", ACC-15). */
export const message = recipe({
  base: { maxWidth: vars.size.measure },
  variants: {
    variant: {
      error: { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
      info: {},
      success: {},
    },
  },
});

// Links inside a message (sanitised server markup) keep the message's colour and stay underlined.
globalStyle(`${body} a`, {
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecorationThickness: vars.underline.thickness,
  textUnderlineOffset: vars.underline.offset,
});
