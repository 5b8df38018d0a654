import { vars } from '@studyflow/ui/theme/contract.css';
import { visuallyHidden } from '@studyflow/ui/visually-hidden.css';
import { style } from '@vanilla-extract/css';

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], width: '100%' });

export const row = style({
  fontSize: vars.fontSize.sm,
});

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const hiddenLabel = visuallyHidden;

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

/** The track has a visible outline so the empty part reads as a bar (WCAG 1.4.11). */
export const track = style({
  display: 'block',
  height: vars.space['2'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

export const fill = style({
  display: 'block',
  height: '100%',
  backgroundColor: vars.color.primary,
});
