/**
 * A vid step's narration as the video script reads it: paragraphs of plain sentences
 * (content/README.md, "Steps"). The same sentences are spoken, shown, subtitled and transcribed.
 */
export interface Sentence {
  /** As written, for the screen, the subtitles and the transcript. */
  text: string;
  /** Which paragraph of the narration it belongs to, from 0. */
  paragraph: number;
}

// A full stop after one of these does not end a sentence ("Dr. Patel", "Cepeda et al. found").
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'vs',
  'etc',
  'al',
  'e.g',
  'i.e',
  'approx',
]);

// The end of a sentence: . ! or ? (and any closing quote or bracket), a space, then what can open
// the next one: a capital, a digit or an opening quote or bracket.
const BOUNDARY = /([.!?]["'”’)]*)\s+(?=["'“‘(]?[A-Z0-9])/g;

function splitParagraph(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(BOUNDARY)) {
    const end = match.index + (match[1]?.length ?? 0);
    const lastWord = paragraph.slice(start, end).split(' ').pop() ?? '';
    if (ABBREVIATIONS.has(lastWord.replace(/\.$/, '').toLowerCase())) continue;
    sentences.push(paragraph.slice(start, end));
    start = match.index + match[0].length;
  }
  sentences.push(paragraph.slice(start));
  return joinMarkers(sentences.filter((sentence) => sentence !== ''));
}

/**
 * A sentence of one or two words ("Two.", "First step.") marks what follows: it is shown, cued and
 * kept in one chapter with the next sentence, as the voice reads them.
 */
function joinMarkers(sentences: string[]): string[] {
  const joined: string[] = [];
  let marker = '';
  for (const [index, sentence] of sentences.entries()) {
    const text = marker === '' ? sentence : `${marker} ${sentence}`;
    marker = wordCount(sentence) <= 2 && index < sentences.length - 1 ? text : '';
    if (marker === '') joined.push(text);
  }
  return joined;
}

/** Paragraphs are separated by a blank line; a line break inside one is only the writer's wrapping. */
export function splitNarration(narration: string): Sentence[] {
  return narration
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .flatMap((paragraph, index) => splitParagraph(paragraph).map((text) => ({ text, paragraph: index })));
}

/**
 * What espeak-ng is given: the sentence with the marks it would read out by name turned into words
 * or pauses (it says "slash" for "Magnifier/Reader" and "colon" inside "Co:Writer").
 */
export function speechText(text: string): string {
  return text
    .replace(/(\w)\s*&\s*(\w)/g, '$1 and $2')
    .replace(/(\w)[/:](\w)/g, '$1 $2')
    .replace(/[*_`#]/g, '');
}

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
