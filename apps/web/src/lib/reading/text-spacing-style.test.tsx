import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setTextSpacing } from './settings';
import { TextSpacingStyle } from './text-spacing-style';

const html = () => document.documentElement.style;

afterEach(() => {
  html().cssText = '';
});

describe('TextSpacingStyle', () => {
  it("puts the learner's spacing on <html>, follows a change, and takes off what is no longer theirs", () => {
    // What a guest's start script put on before the app ran.
    html().setProperty('--sf-textSpacing-word', '0.16em');
    html().setProperty('--sf-color-text', '#111111');
    setTextSpacing('41', { lines: 3, letters: 1, words: 0 });
    const view = render(<TextSpacingStyle learner="41" />);
    expect(html().getPropertyValue('--sf-textSpacing-letter')).toBe('0.04em');
    expect(html().getPropertyValue('--sf-textSpacing-paragraph')).toBe('2em');
    expect(html().getPropertyValue('--sf-textSpacing-word')).toBe('');

    setTextSpacing('41', { lines: 0, letters: 1, words: 0 });
    view.rerender(<TextSpacingStyle learner="41" />);
    expect(html().getPropertyValue('--sf-textSpacing-paragraph')).toBe('');

    // Signed out: the guest's own (none here).
    view.rerender(<TextSpacingStyle learner="anonymous" />);
    expect(html().getPropertyValue('--sf-textSpacing-letter')).toBe('');
    expect(html().getPropertyValue('--sf-color-text')).toBe('#111111');
  });
});
