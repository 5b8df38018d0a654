import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

/** A Spread: the greeting on the left, the tour button on the right or under it when narrow. */
export const banner = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.text,
  '@media': {
    [media.atLeast('tablet')]: { padding: vars.space['8'] },
  },
});

export const bannerText = style({
  flex: `1 1 calc(${vars.space['20']} * 4)`,
});

export const bannerIntro = style({ maxWidth: vars.size.measure, fontSize: vars.fontSize.lg });

/** A card's frame; its content is laid out by the Stack or Cluster it is. */
const card = style({
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

/** RESUME in words, on a tinted chip: the word carries the meaning, the tint only draws the eye. */
export const resume = style({
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  // Its own spacing, or the learner's where that is wider.
  letterSpacing: `max(0.04em, ${vars.textSpacing.letter})`,
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

export const softwareCard = style([card, { flex: '1 1 auto' }]);

export const softwareImage = style({
  flexShrink: 0,
  width: vars.space['16'],
  height: vars.space['16'],
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

export const softwareText = style({ minWidth: 0 });

export const group = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const description = style({ color: vars.color.textMuted, maxWidth: vars.size.measure });

export const meta = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const empty = style({ color: vars.color.textMuted, maxWidth: vars.size.measure });

/** A grid cell holding a card of its own (a Cluster on one line, so the card fills its height). */
export const plainItem = style({ minWidth: 0 });

export const tutorialCard = style([card, { flex: '1 1 auto' }]);

/** The weekly goal card: a calm frame, no state colours (nothing here is an error or a warning). */
export const goalCard = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const goalHeading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const goalText = style({ margin: 0, maxWidth: vars.size.measure });

export const goalField = style({ maxWidth: vars.size.formWidth });
