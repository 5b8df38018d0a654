import { describe, expect, it } from 'vitest';
import { speechText, splitNarration } from './narration';

describe('splitNarration', () => {
  it('joins the writer’s wrapped lines and splits at sentence ends', () => {
    const narration =
      'Every essay question tells you what to do. Look for\nthe instruction word! Is it there?\n';
    expect(splitNarration(narration)).toEqual([
      { text: 'Every essay question tells you what to do.', paragraph: 0 },
      { text: 'Look for the instruction word!', paragraph: 0 },
      { text: 'Is it there?', paragraph: 0 },
    ]);
  });

  it('numbers paragraphs separated by a blank line', () => {
    const sentences = splitNarration(
      'The first part. Still the first.\n\nThe second part.\n  \nThe third part.',
    );
    expect(sentences.map((sentence) => sentence.paragraph)).toEqual([0, 0, 1, 2]);
  });

  it('does not end a sentence at an abbreviation or before a lower-case word', () => {
    const sentences = splitNarration(
      'Cepeda et al. found it works, e.g. for maths. Dr. Patel agrees. It is 2.5 times better.',
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Cepeda et al. found it works, e.g. for maths.',
      'Dr. Patel agrees.',
      'It is 2.5 times better.',
    ]);
  });

  it('keeps a one- or two-word marker with the sentence it introduces', () => {
    const sentences = splitNarration(
      'Here are the moves. One. Write your question. Step two. Read it. Done.',
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Here are the moves.',
      'One. Write your question.',
      'Step two. Read it. Done.',
    ]);
  });

  it('keeps a closing quote with its sentence', () => {
    const sentences = splitNarration(
      'Ask your manager, "Which comes first?" Then agree a plan. Say “yes, I can.” It is done.',
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Ask your manager, "Which comes first?"',
      'Then agree a plan.',
      'Say “yes, I can.”',
      'It is done.',
    ]);
  });
});

describe('speechText', () => {
  it('says marks espeak-ng would read out by name as words or pauses', () => {
    expect(speechText('Read&Write and Co:Writer on the Magnifier/Reader edition')).toBe(
      'Read and Write and Co Writer on the Magnifier Reader edition',
    );
    expect(speechText('Press **Play** at 10:30.')).toBe('Press Play at 10 30.');
  });
});
