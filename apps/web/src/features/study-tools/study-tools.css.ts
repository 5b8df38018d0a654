import { vars } from '@studyflow/ui/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: vars.size.pageWidth,
  margin: '0 auto',
  padding: vars.space['6'],
  '@media': { print: { maxWidth: 'none', padding: 0, gap: vars.space['4'] } },
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, maxWidth: vars.size.measure });

export const plain = style({ margin: 0, maxWidth: vars.size.measure });

export const toolHeading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const definitions = style({ margin: 0 });
export const term = style({ fontWeight: vars.fontWeight.bold });
globalStyle(`${definitions} dd`, { margin: 0, maxWidth: vars.size.measure });

export const table = style({ borderCollapse: 'collapse', minWidth: '16rem' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const clock = style({
  margin: 0,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const result = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });

export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

/**
 * The planner's week prints alone: while it is on the page, printing hides everything else (the
 * shell's bars and menu, the form) and sets the week at the top of the sheet. `:has` scopes this to
 * pages that show the week, so no other page's printing changes.
 */
export const printArea = style({
  '@media': { print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%' } },
});
globalStyle(`body:has(${printArea}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`body:has(${printArea}) ${printArea}, body:has(${printArea}) ${printArea} *`, {
  '@media': { print: { visibility: 'visible' } },
});
