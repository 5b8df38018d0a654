import { describe, expect, it } from 'vitest';
import { chapterRanges, chapterTitle } from './chapters';
import { splitNarration } from './narration';

const sentences = (count: number, paragraphs = 1) =>
  Array.from({ length: count }, (_, index) => ({
    text: `Sentence number ${index} has five words.`,
    paragraph: Math.floor((index * paragraphs) / count),
  }));

describe('chapterRanges', () => {
  it('follows the writer’s paragraphs when there are two to four', () => {
    const narration = 'It is one. It is two.\n\nIt is three.\n\nIt is four. It is five. It is six.';
    expect(chapterRanges(splitNarration(narration))).toEqual([
      [0, 2],
      [2, 3],
      [3, 6],
    ]);
  });

  it('cuts one paragraph into runs of about three sentences, two to four chapters in all', () => {
    expect(chapterRanges(sentences(4))).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(chapterRanges(sentences(9))).toEqual([
      [0, 3],
      [3, 6],
      [6, 9],
    ]);
    expect(chapterRanges(sentences(20))).toHaveLength(4);
    expect(chapterRanges(sentences(1))).toEqual([[0, 1]]);
  });

  it('gives every chapter two sentences at least when there are enough', () => {
    const narration =
      'This first sentence is a good deal longer than all of the others that come after it here. ' +
      'It is short. It is short. It is short.';
    const sizes = chapterRanges(splitNarration(narration)).map(([first, end]) => end - first);
    expect(sizes.every((size) => size >= 2)).toBe(true);
  });

  it('uses sentences, not paragraphs, when there are more than four paragraphs', () => {
    expect(chapterRanges(sentences(6, 6))).toEqual([
      [0, 3],
      [3, 6],
    ]);
  });

  it('does not start a chapter on a sentence that leans on the one before', () => {
    const narration =
      'Read the title first. Look at the headings. Some texts have none. Then read the summary. Write one line on what it says. Keep that line.';
    const starts = chapterRanges(splitNarration(narration)).map(([first]) => first);
    expect(starts).toEqual([0, 4]);
  });
  it('starts a chapter on a sentence that opens a new step when one is near the even cut', () => {
    const narration =
      'Here are the moves to make. One. Write your question down. Think about what you need. ' +
      'Keep it short and very clear. Two. Read the summary first. It tells you most of the story in brief.';
    const ranges = chapterRanges(splitNarration(narration));
    expect(ranges.map(([first]) => splitNarration(narration)[first]?.text)).toEqual([
      'Here are the moves to make.',
      'Two. Read the summary first.',
    ]);
  });
});

describe('chapterTitle', () => {
  it('names a chapter by its first words', () => {
    expect(chapterTitle('Every essay question tells you what to do.')).toBe(
      'Every essay question tells you…',
    );
    expect(chapterTitle('Look for it.')).toBe('Look for it.');
    expect(chapterTitle('Evaluate means weigh up, then judge what you think.')).toBe(
      'Evaluate means weigh up…',
    );
    expect(chapterTitle('To read one letter at a time, use Left and Right.')).toBe('To read one letter…');
    expect(chapterTitle('To stop, press Control.')).toBe('To stop, press Control.');
  });
});
