import { perEdition, useEditionCopy } from '../edition/copy';

/** The reading guide's words beside read aloud (docs/decisions.md, "Reading guide"): the same in both editions. */
const readingCopy = perEdition(() => ({
  guide: 'Reading guide',
  size: 'Lines in the guide',
  sizeOption: (lines: number) => (lines === 1 ? '1 line' : `${lines} lines`),
  /** The guide itself, a slider over the text. */
  help: 'Use the up and down arrow keys to move the guide one line at a time.',
  position: (line: number, total: number, words: string) =>
    words ? `Line ${line} of ${total}: ${words}` : `Line ${line} of ${total}`,
  loadFailed: "The reading guide couldn't load. Check your connection, then turn it off and on again.",
}));

export const useReadingCopy = () => useEditionCopy(readingCopy);
export type ReadingCopy = ReturnType<typeof useReadingCopy>;
