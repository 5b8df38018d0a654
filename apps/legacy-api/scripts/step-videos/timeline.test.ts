import { describe, expect, it } from 'vitest';
import { splitNarration } from './narration';
import { buildTimeline, PAUSES, phrasesOf, type SpokenSentence } from './timeline';

const LONG =
  'Evaluate means weigh up the good and the bad in what you have read, then give your own judgement with reasons.';

function spoken(narration: string, seconds: number[], phraseSeconds: number[][] = []): SpokenSentence[] {
  return splitNarration(narration).map((sentence, index) => ({
    ...sentence,
    seconds: seconds[index] ?? 1,
    phraseSeconds: phraseSeconds[index] ?? [],
  }));
}

describe('buildTimeline', () => {
  it('holds the title card, then times each sentence from its synthesized length', () => {
    const timeline = buildTimeline(
      spoken('One two three. Four five six.\n\nSeven eight nine.', [1.5, 2, 2.5]),
    );
    const first = PAUSES.title;
    const second = first + 1.5 + PAUSES.sentence;
    const third = second + 2 + PAUSES.chapter;
    expect(timeline.cues.map((cue) => [cue.start, cue.end])).toEqual([
      [first, first + 1.5],
      [second, second + 2],
      [third, third + 2.5],
    ]);
    expect(timeline.total).toBeCloseTo(third + 2.5 + PAUSES.tail);
    expect(timeline.audio).toEqual([
      { silence: PAUSES.title },
      { sentence: 0 },
      { silence: PAUSES.sentence },
      { sentence: 1 },
      { silence: PAUSES.chapter },
      { sentence: 2 },
      { silence: PAUSES.tail },
    ]);
  });

  it('keeps a sentence on screen until the next one starts, the last until the end', () => {
    const timeline = buildTimeline(spoken('One two three. Four five six.', [1, 1]));
    const second = timeline.cues[1]?.start ?? 0;
    expect(second).toBe(PAUSES.title + 1 + PAUSES.chapter);
    expect(timeline.screen).toEqual([
      { start: PAUSES.title, end: second },
      { start: second, end: timeline.total },
    ]);
  });

  it('shares a long sentence’s time among its phrases as they take when spoken alone', () => {
    expect(phrasesOf({ text: LONG, paragraph: 0 })).toHaveLength(2);
    const timeline = buildTimeline(spoken(LONG, [6], [[3, 1]]));
    const [first, second] = timeline.cues;
    expect(first?.start).toBe(PAUSES.title);
    expect(first?.end).toBeCloseTo(PAUSES.title + 4.5);
    expect(second?.end).toBeCloseTo(PAUSES.title + 6);
  });

  it('covers the whole video with chapters that meet end to end', () => {
    const narration = 'A is one. B is two. C is three. D is four. E is five. F is six.';
    const timeline = buildTimeline(spoken(narration, [1, 1, 1, 1, 1, 1]));
    expect(timeline.chapters.map((chapter) => chapter.title)).toEqual(['A is one.', 'D is four.']);
    expect(timeline.chapters[0]?.start).toBe(0);
    expect(timeline.chapters[0]?.end).toBe(timeline.chapters[1]?.start);
    expect(timeline.chapters[1]?.start).toBe(timeline.cues[3]?.start);
    expect(timeline.chapters[1]?.end).toBe(timeline.total);
  });
});
