import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const list = style({ outline: 'none' });

/**
 * A note (Columns: its words, then its menu as wide as its button), its flow's colour along the left
 * edge (decoration; the flow's name says it in words).
 */
export const note = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderLeftWidth: vars.space['1'],
  backgroundColor: vars.color.surface,
});

export const content = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  outline: 'none',
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** "Waiting to send": said in words, in bold, never by colour alone. */
export const waiting = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
