import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { globalStyle, style } from '@vanilla-extract/css';
import { READING_ATTRIBUTE, WORD_HIGHLIGHT } from './marks';

/** A row of its own in the tools' wrapping row: the controls, or the message that they failed to load. */
export const ownRow = style({ flexBasis: '100%' });

export const panel = style([
  ownRow,
  {
    margin: 0,
    // A fieldset is as wide as its content by default: this lets its row wrap at 320 px.
    minInlineSize: 0,
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  },
]);

export const status = style({ margin: 0, color: vars.color.text });

/**
 * The word being read, in the learner's colours: the theme's primary behind its own text colour
 * (a pair every theme and colour pair keeps at 4.5:1), underlined so it is not marked by colour
 * alone. Forced colours take the system's selection pair instead.
 */
globalStyle(`::highlight(${WORD_HIGHLIGHT})`, {
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.borderWidth.thin,
  '@media': {
    [media.forcedColors]: { backgroundColor: 'Highlight', color: 'HighlightText' },
  },
});

/**
 * The paragraph being read while no word is marked (an engine that reports no words, or a pause
 * before the first): a line around it in the theme's primary, which every theme and colour pair
 * keeps at 3:1 against the page; the text and its colours stay as they are. Forced colours draw
 * it in the system's selection colour.
 */
globalStyle(`[${READING_ATTRIBUTE}]`, {
  outline: `${vars.borderWidth.thick} solid ${vars.color.primary}`,
  outlineOffset: vars.space['1'],
  borderRadius: vars.radius.sm,
  '@media': {
    [media.forcedColors]: { outlineColor: 'Highlight' },
  },
});
