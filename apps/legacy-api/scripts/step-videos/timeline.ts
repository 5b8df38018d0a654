import { cueLines, cuePhrases } from './captions';
import { chapterRanges, chapterTitle } from './chapters';
import type { Sentence } from './narration';

/**
 * Pauses, in seconds (whole samples at espeak-ng's 22 050 Hz): the title card is held in silence,
 * sentences are spaced so the voice sounds unhurried, and a new chapter gets a longer breath.
 */
export const PAUSES = { title: 2, sentence: 0.4, chapter: 1, tail: 1 } as const;

export interface SpokenSentence extends Sentence {
  /** Length of the sentence's own synthesized audio. */
  seconds: number;
  /** Lengths of its cue phrases spoken alone: only their proportions are used. */
  phraseSeconds: readonly number[];
}

export type AudioPiece = { silence: number } | { sentence: number };
export interface Window {
  start: number;
  end: number;
}
export interface Cue extends Window {
  lines: string[];
}
export interface Chapter extends Window {
  title: string;
}

export interface Timeline {
  total: number;
  /** The narration track, in order. */
  audio: AudioPiece[];
  /** When each sentence is on screen: from its first word until the next sentence starts. */
  screen: Window[];
  cues: Cue[];
  chapters: Chapter[];
}

/** The phrases a sentence's subtitles show (more than one when it does not fit one cue). */
export const phrasesOf = (sentence: Sentence): string[] => cuePhrases(sentence.text);

export function buildTimeline(sentences: readonly SpokenSentence[]): Timeline {
  const ranges = chapterRanges(sentences);
  const chapterStarts = new Set(ranges.map(([first]) => first));
  const audio: AudioPiece[] = [{ silence: PAUSES.title }];
  const spoken: Window[] = [];
  const cues: Cue[] = [];
  let clock = PAUSES.title;
  for (const [index, sentence] of sentences.entries()) {
    if (index > 0) {
      const pause = chapterStarts.has(index) ? PAUSES.chapter : PAUSES.sentence;
      audio.push({ silence: pause });
      clock += pause;
    }
    audio.push({ sentence: index });
    const start = clock;
    clock += sentence.seconds;
    spoken.push({ start, end: clock });
    // Each phrase gets the share of the sentence's real duration that it takes when spoken alone.
    const phrases = phrasesOf(sentence);
    const weights = phrases.map((phrase, at) => sentence.phraseSeconds[at] ?? phrase.length);
    const sum = weights.reduce((total, weight) => total + weight, 0);
    let at = start;
    for (const [phraseIndex, phrase] of phrases.entries()) {
      const end =
        phraseIndex === phrases.length - 1
          ? clock
          : at + ((weights[phraseIndex] ?? 0) / sum) * sentence.seconds;
      cues.push({ start: at, end, lines: cueLines(phrase) ?? [phrase] });
      at = end;
    }
  }
  audio.push({ silence: PAUSES.tail });
  const total = clock + PAUSES.tail;
  const screen = spoken.map((window, index) => ({
    start: window.start,
    end: spoken[index + 1]?.start ?? total,
  }));
  const chapters = ranges.map(([first, end], index) => ({
    start: index === 0 ? 0 : (spoken[first]?.start ?? 0),
    end: index === ranges.length - 1 ? total : (spoken[end]?.start ?? total),
    title: chapterTitle(sentences[first]?.text ?? ''),
  }));
  return { total, audio, screen, cues, chapters };
}
