import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** A multi-line box with the same edge, focus and error looks as ui's TextField input. */
export const textArea = style({
  width: '100%',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  resize: 'vertical',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.focusRing}`,
      // Drawn only where forced colours drop the shadow: then in the system's colour.
      outline: `${vars.borderWidth.thick} solid transparent`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: vars.borderWidth.thick },
    '&[data-invalid][data-focused]': { borderColor: vars.color.focusRing },
  },
});

export const form = style({ maxWidth: vars.size.formWidth, width: '100%' });

/**
 * The plain twin's fields (contact-form-twin.tsx) have no React Aria to set data-focused or
 * data-hovered: the same looks from the browser's own states, the focus ring above all.
 */
export const twinField = style({
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.focusRing}`,
      outline: `${vars.borderWidth.thick} solid transparent`,
    },
  },
});
