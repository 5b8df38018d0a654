import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.text,
  '@media': {
    [media.atLeast('tablet')]: { padding: vars.space['8'] },
  },
});

export const bannerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flex: `1 1 calc(${vars.space['20']} * 4)`,
});

export const bannerIntro = style({ maxWidth: vars.size.measure, fontSize: vars.fontSize.lg });

/** Module and software cards: columns of at least 18 body-text widths, so big text reflows. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.fontSize.md} * 18)), 1fr))`,
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

/** The flow's primary colour runs along the top edge: decoration, the text says everything. */
export const moduleCard = style([
  card,
  {
    position: 'relative',
    borderTopWidth: vars.space['1'],
    borderTopStyle: 'solid',
    borderTopColor: vars.color.primary,
    selectors: { '&:hover': { boxShadow: vars.shadow.md } },
  },
]);

/** The name, then RESUME or the tick on the same line when they fit. */
export const cardTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

/** RESUME in words, on a tinted chip: the word carries the meaning, the tint only draws the eye. */
export const resume = style({
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});

export const tick = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.successSurface,
  color: vars.color.success,
});

export const softwareCard = style([
  card,
  { flex: '1 1 auto', flexDirection: 'row', alignItems: 'flex-start' },
]);

export const softwareImage = style({
  flexShrink: 0,
  width: vars.space['16'],
  height: vars.space['16'],
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

export const softwareText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const group = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const description = style({ color: vars.color.textMuted, maxWidth: vars.size.measure });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const empty = style({ color: vars.color.textMuted, maxWidth: vars.size.measure });

/** A grid cell holding a card of its own. */
export const plainItem = style({ display: 'flex', minWidth: 0 });

export const tutorialCard = style([card, { flex: '1 1 auto' }]);

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
