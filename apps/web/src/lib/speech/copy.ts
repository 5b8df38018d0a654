import { perEdition, useEditionCopy } from '../edition/copy';

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
  voiceOption: (name: string, lang: string) => (lang ? `${name} (${lang})` : name),
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
