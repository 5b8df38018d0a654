/**
 * Subtitle text: every cue at most two lines of at most 42 characters (the usual broadcast limit,
 * and what fits a phone-width player at a readable size).
 */
export const MAX_LINE = 42;

// Words that belong with what follows them: a line should not end on one.
const LEADS_ON = /\b(a|an|the|to|of|at|in|on|for|with|and|or|your|you|is)$/i;

/** How good a line break is, in characters of imbalance: a pause helps, a stranded small word hurts. */
const breakCost = (first: string, second: string) =>
  Math.max(first.length, second.length) -
  (/[,;:–—.?!]$/.test(first) ? 12 : 0) +
  (LEADS_ON.test(first) ? 6 : 0);

/** The text as one or two lines within MAX_LINE, broken at the best space; null if it cannot be. */
export function cueLines(text: string): string[] | null {
  if (text.length <= MAX_LINE) return [text];
  let best: [string, string] | null = null;
  for (let index = text.indexOf(' '); index !== -1; index = text.indexOf(' ', index + 1)) {
    const first = text.slice(0, index);
    const second = text.slice(index + 1);
    if (first.length > MAX_LINE || second.length > MAX_LINE) continue;
    if (best === null || breakCost(first, second) < breakCost(best[0], best[1])) best = [first, second];
  }
  return best;
}

// A break after a comma, semicolon, colon or dash falls where the voice pauses anyway.
const PAUSE_BEFORE = /[,;:–—)]$/;

/** Where to cut a sentence too long for one cue: near the middle, better at a pause. */
function bestCut(words: string[]): number {
  const total = words.join(' ').length;
  let best = 1;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut += 1) {
    const left = words.slice(0, cut).join(' ');
    const balance = Math.abs(left.length - (total - left.length - 1)) / total;
    const cost = balance - (PAUSE_BEFORE.test(left) ? 0.3 : 0) + (LEADS_ON.test(left) ? 0.1 : 0);
    if (cost < bestCost) {
      best = cut;
      bestCost = cost;
    }
  }
  return best;
}

/** A sentence as the phrases of its cues: itself when it fits one cue, else halves cut at pauses. */
export function cuePhrases(sentence: string): string[] {
  if (cueLines(sentence) !== null) return [sentence];
  const words = sentence.split(' ');
  if (words.length < 2) return [sentence];
  const cut = bestCut(words);
  return [...cuePhrases(words.slice(0, cut).join(' ')), ...cuePhrases(words.slice(cut).join(' '))];
}
