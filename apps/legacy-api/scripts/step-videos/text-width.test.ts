import { describe, expect, it } from 'vitest';
import { textWidth, wrapToWidth } from './text-width';

describe('textWidth', () => {
  it('measures DejaVu Sans advance widths, bold wider than regular', () => {
    // "i" is 569 units and "m" 1995 in DejaVu Sans: 2048 units make one em.
    expect(textWidth('i', 2048, 'regular')).toBe(569);
    expect(textWidth('m', 2048, 'regular')).toBe(1995);
    expect(textWidth('Studyflow', 20, 'bold')).toBeGreaterThan(textWidth('Studyflow', 20, 'regular'));
  });

  it('counts a character it does not know as a full em, so nothing overflows', () => {
    expect(textWidth('漢', 30, 'regular')).toBe(30);
  });
});

describe('wrapToWidth', () => {
  it('keeps every line within the width', () => {
    const text =
      'Compare means show what is the same and what is different between the two things you were given.';
    for (const line of wrapToWidth(text, 300, 28, 'regular')) {
      expect(textWidth(line, 28, 'regular')).toBeLessThanOrEqual(300);
    }
  });

  it('evens the lines out instead of leaving one word alone', () => {
    expect(wrapToWidth('Instruction words in a minute', 544, 36, 'bold')).toEqual([
      'Instruction words',
      'in a minute',
    ]);
  });

  it('keeps a short text on one line and an overlong word on its own', () => {
    expect(wrapToWidth('Look for it.', 544, 30, 'regular')).toEqual(['Look for it.']);
    expect(wrapToWidth(`a ${'w'.repeat(40)} b`, 200, 20, 'regular')).toEqual(['a', 'w'.repeat(40), 'b']);
  });
});
