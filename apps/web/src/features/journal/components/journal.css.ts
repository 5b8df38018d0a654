import { vars } from '@studyflow/ui/theme/contract.css';
import { style } from '@vanilla-extract/css';

export const banner = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.text,
});

export const bannerText = style({ maxWidth: vars.size.measure });

export const video = style({ width: '100%', maxWidth: '40rem' });

export const dateCell = style({ whiteSpace: 'nowrap' });

/** The planned action, one line at most in the table; the full text is in the entry. */
export const actionCell = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: '28rem',
});

export const toolbar = style({ minHeight: vars.size.target });

export const phase = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  // Its own spacing, or the learner's where that is wider.
  letterSpacing: `max(0.08em, ${vars.textSpacing.letter})`,
  color: vars.color.accent,
});

export const versionList = style({ margin: 0 });

/** A version's words as the learner wrote them, line breaks kept. */
export const versionText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const versionBox = style({
  padding: vars.space['3'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
