import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** Layout utilities on the 4 px grid, responsive at the tablet and desktop breakpoints. */
const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.atLeast('tablet') },
    desktop: { '@media': media.above('drawer') },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap', 'wrap-reverse'],
    alignItems: {
      stretch: 'stretch',
      start: 'flex-start',
      center: 'center',
      end: 'flex-end',
      baseline: 'baseline',
    },
    justifyContent: { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' },
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colours = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      primary: vars.color.primary,
      danger: vars.color.danger,
      success: vars.color.success,
    },
    backgroundColor: {
      background: vars.color.background,
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
    },
  },
});

export const sprinkles = createSprinkles(layout, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
