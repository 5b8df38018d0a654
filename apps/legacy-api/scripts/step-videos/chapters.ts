import { type Sentence, wordCount } from './narration';

/** A video has 2–4 chapters, so a learner can jump back to the part they want to hear again. */
export const MIN_CHAPTERS = 2;
export const MAX_CHAPTERS = 4;
const SENTENCES_PER_CHAPTER = 3;

// A sentence opening with one of these leans on the one before ("Then ask yourself…"), so a chapter
// would rather not start there.
const LEANS_BACK = /^["'“‘]?(then|so|but|and|or|also|this|that|these|those|it|they|after that)\b/i;
const continues = (sentence: string): boolean => LEANS_BACK.test(sentence);
// …and would rather start on one that opens a new step ("Two. Read the summary…", "Next, open…").
const STARTS_ANEW = /^(one|two|three|four|five|six|first|second|third|fourth|fifth|next|finally|last|now)\b/i;

/** How far a chapter starting at `index` is from its share of the words, nudged by how it opens. */
const startCost = (sentence: string, distance: number): number =>
  distance + (continues(sentence) ? 0.1 : 0) - (STARTS_ANEW.test(sentence) ? 0.08 : 0);

/**
 * Which sentences each chapter holds, as [first, end) index ranges. The writer's paragraphs when
 * there are 2–4 of them; otherwise runs of about three sentences, cut where the words (and so the
 * spoken time) are shared most evenly, not before a sentence that leans on the one before
 * and, when near enough, before one that opens a new step.
 */
export function chapterRanges(sentences: readonly Sentence[]): [number, number][] {
  const count = sentences.length;
  const paragraphs = new Set(sentences.map((sentence) => sentence.paragraph)).size;
  const starts: number[] = [0];
  if (paragraphs >= MIN_CHAPTERS && paragraphs <= MAX_CHAPTERS) {
    for (let index = 1; index < count; index += 1) {
      if (sentences[index]?.paragraph !== sentences[index - 1]?.paragraph) starts.push(index);
    }
  } else {
    const wanted = Math.min(
      count,
      Math.max(MIN_CHAPTERS, Math.min(MAX_CHAPTERS, Math.round(count / SENTENCES_PER_CHAPTER))),
    );
    const before: number[] = [0];
    for (const sentence of sentences) before.push((before.at(-1) ?? 0) + wordCount(sentence.text));
    const total = before.at(-1) ?? 0;
    for (let chapter = 1; chapter < wanted; chapter += 1) {
      const target = (total * chapter) / wanted;
      // A chapter of one sentence is not worth a jump: two at least, when there are enough.
      const least = count >= 2 * wanted ? 2 : 1;
      const lowest = (starts.at(-1) ?? 0) + least;
      const highest = count - least * (wanted - chapter);
      const cost = (index: number) =>
        startCost(sentences[index]?.text ?? '', Math.abs((before[index] ?? 0) - target) / total);
      let best = lowest;
      for (let index = lowest; index <= highest; index += 1) if (cost(index) < cost(best)) best = index;
      starts.push(best);
    }
  }
  return starts.map((start, index) => [start, starts[index + 1] ?? count]);
}

const TITLE_WORDS = 5;
const TITLE_LENGTH = 36;

// A title does not end on a word that leads on to the next ("To read one letter at…").
const LEADS_ON = /^(a|an|the|to|of|at|in|on|for|with|and|or|but|your|is|are|that)$/i;

/**
 * A chapter is named by the first few words of its first sentence, up to a comma when one comes
 * after three words or more, ending in … when cut short.
 */
export function chapterTitle(firstSentence: string): string {
  const words: string[] = [];
  for (const word of firstSentence.split(' ').slice(0, TITLE_WORDS)) {
    if (words.length > 0 && [...words, word].join(' ').length > TITLE_LENGTH) break;
    words.push(word);
    if (/[,;:–—]$/.test(word) && words.length >= 3) break;
  }
  if (words.join(' ') === firstSentence) return firstSentence;
  while (words.length > 2 && LEADS_ON.test(words.at(-1)?.replace(/[^\w]/g, '') ?? '')) words.pop();
  return `${words.join(' ').replace(/[\s,;:–—.!?'"“‘]+$/, '')}…`;
}
