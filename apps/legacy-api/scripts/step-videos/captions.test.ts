import { describe, expect, it } from 'vitest';
import { cueLines, cuePhrases, MAX_LINE } from './captions';

describe('cueLines', () => {
  it('keeps a short cue on one line', () => {
    expect(cueLines('Look for the instruction word.')).toEqual(['Look for the instruction word.']);
  });

  it('breaks a longer cue into two lines of at most 42 characters, as even as it can without ending on a small word', () => {
    expect(cueLines('Compare means show what is the same and what is different.')).toEqual([
      'Compare means show what',
      'is the same and what is different.',
    ]);
    expect(cueLines('It is often the first word, like describe, explain or evaluate.')).toEqual([
      'It is often the first word,',
      'like describe, explain or evaluate.',
    ]);
  });

  it('breaks after a pause rather than after a small word', () => {
    expect(cueLines('To read one letter at a time, use Left and Right.')).toEqual([
      'To read one letter at a time,',
      'use Left and Right.',
    ]);
  });

  it('refuses what two lines cannot hold', () => {
    expect(cueLines(`${'x'.repeat(30)} ${'y'.repeat(30)} ${'z'.repeat(30)}`)).toBeNull();
  });
});

describe('cuePhrases', () => {
  it('keeps a sentence that fits one cue whole', () => {
    expect(cuePhrases('Describe means say what something is like.')).toEqual([
      'Describe means say what something is like.',
    ]);
  });

  it('cuts a long sentence into phrases that each fit a cue, at a pause when there is one', () => {
    const sentence =
      'Evaluate means weigh up the good and the bad in what you have read, then give your own judgement with reasons.';
    const phrases = cuePhrases(sentence);
    expect(phrases.join(' ')).toBe(sentence);
    expect(phrases[0]).toBe('Evaluate means weigh up the good and the bad in what you have read,');
    for (const phrase of phrases) {
      const lines = cueLines(phrase);
      expect(lines).not.toBeNull();
      for (const line of lines ?? []) expect(line.length).toBeLessThanOrEqual(MAX_LINE);
    }
  });
});
