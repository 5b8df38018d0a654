import { perEdition, useEditionCopy } from '../edition/copy';

// Made when first used, not as the module loads: the first number a page formats loads the
// browser's locale data, which a step's first render need not wait for (issue 34).
let number: Intl.NumberFormat | undefined;
const count = (value: number, one: string, many: string) => {
  number ??= new Intl.NumberFormat('en-GB');
  return `${number.format(value)} ${value === 1 ? one : many}`;
};

/** Read aloud's words (docs/decisions.md, "Read aloud"): the same in both editions. */
const readAloudCopy = perEdition(() => ({
  open: 'Read aloud',
  controls: 'Read aloud controls',
  loading: 'Getting read aloud ready…',
  loadFailed: "Read aloud couldn't load. Check your connection, then press Read aloud again.",
  play: 'Play',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
  speed: 'Speed',
  speedOption: (rate: number) => (rate === 1 ? '1× (normal)' : `${rate}×`),
  voice: 'Voice',
  browserVoice: "The browser's own voice",
  /** An engine's own voice for a language, beside its variants (espeak-ng's voice with no +variant). */
  standardVoice: 'Standard voice',
  noLanguage: 'Language not given',
  voiceCount: (voices: number, languages: number) =>
    `${count(voices, 'voice', 'voices')} in ${count(languages, 'language', 'languages')}. Type a name or a language to find one.`,
  voiceMatches: (voices: number) =>
    voices === 0 ? 'No voice matches. Try fewer letters.' : count(voices, 'voice matches', 'voices match'),
  showAllVoices: 'Show all voices',
  lookingForVoices: 'Looking for voices…',
  noSpeech: "Read aloud isn't available in this browser: it can't speak text.",
  noVoices: "Read aloud isn't available in this browser: it has no voices installed.",
  nothingToRead: 'There is no text to read on this page yet.',
  reading: (index: number, total: number) => `Reading paragraph ${index} of ${total}`,
  paused: 'Paused',
  stopped: 'Stopped',
  finished: 'Finished reading',
  failed: (reason: string) =>
    `The browser couldn't read this paragraph aloud (${reason}). Press Play to try again, or choose another voice.`,
}));

export const useReadAloudCopy = () => useEditionCopy(readAloudCopy);
export type ReadAloudCopy = ReturnType<typeof useReadAloudCopy>;
