import { describe, expect, it } from 'vitest';
import {
  applyTextSpacing,
  NO_TEXT_SPACING,
  TEXT_SPACING_STEPS,
  TEXT_SPACING_VARIABLES,
  textSpacingVars,
} from './text-spacing';

const MOST = { lines: TEXT_SPACING_STEPS, letters: TEXT_SPACING_STEPS, words: TEXT_SPACING_STEPS };

describe('textSpacingVars', () => {
  it('sets nothing for no spacing, a missing one, or steps of 0', () => {
    expect(textSpacingVars(null)).toEqual({});
    expect(textSpacingVars(NO_TEXT_SPACING)).toEqual({});
  });

  it("gives WCAG 1.4.12's values at the last step: every line height at least 1.5, 2 em after paragraphs, 0.12 em and 0.16 em", () => {
    expect(textSpacingVars(MOST)).toEqual({
      '--sf-lineHeight-tight': '1.5',
      '--sf-lineHeight-snug': '1.5',
      '--sf-textSpacing-paragraph': '2em',
      '--sf-textSpacing-letter': '0.12em',
      '--sf-textSpacing-word': '0.16em',
    });
  });

  it('moves a third of the way per step, each spacing on its own, and never past the last step', () => {
    expect(textSpacingVars({ lines: 1, letters: 0, words: 0 })).toEqual({
      '--sf-lineHeight-tight': '1.333',
      '--sf-lineHeight-snug': '1.4',
      '--sf-textSpacing-paragraph': '0.667em',
    });
    expect(textSpacingVars({ lines: 0, letters: 2, words: 1 })).toEqual({
      '--sf-textSpacing-letter': '0.08em',
      '--sf-textSpacing-word': '0.053em',
    });
    expect(textSpacingVars({ lines: 9, letters: -2, words: Number.NaN })).toEqual(
      textSpacingVars({ lines: TEXT_SPACING_STEPS, letters: 0, words: 0 }),
    );
  });

  it('names only variables it may also take off again', () => {
    expect(Object.keys(textSpacingVars(MOST)).every((name) => TEXT_SPACING_VARIABLES.includes(name))).toBe(
      true,
    );
  });
});

describe('applyTextSpacing', () => {
  it('puts the overrides on and takes off those no longer chosen, leaving other styles alone', () => {
    const element = document.createElement('div');
    element.style.setProperty('--sf-color-text', '#111111');
    applyTextSpacing(element, textSpacingVars(MOST));
    expect(element.style.getPropertyValue('--sf-textSpacing-word')).toBe('0.16em');
    applyTextSpacing(element, textSpacingVars({ lines: 0, letters: 1, words: 0 }));
    expect(element.style.getPropertyValue('--sf-textSpacing-letter')).toBe('0.04em');
    expect(element.style.getPropertyValue('--sf-textSpacing-word')).toBe('');
    expect(element.style.getPropertyValue('--sf-lineHeight-tight')).toBe('');
    expect(element.style.getPropertyValue('--sf-color-text')).toBe('#111111');
  });
});
