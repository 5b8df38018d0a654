import { LIMITS } from '@studyflow/contracts/limits';

export type NoteFilter<T> = (query: string) => T[];

/**
 * NOT-4 / LIM-4: a fuzzy match on the notes' content (threshold 0.05, position in the text
 * ignored, a match may be one character long); an empty query gives every note back. fuse.js
 * loads the first time someone searches, never with the dialog.
 */
export async function loadNoteFilter<T extends { content: string }>(
  notes: readonly T[],
): Promise<NoteFilter<T>> {
  const { default: Fuse } = await import('fuse.js');
  const fuse = new Fuse([...notes], {
    keys: ['content'],
    threshold: LIMITS.noteSearchThreshold,
    ignoreLocation: true,
    minMatchCharLength: 1,
  });
  return (query) =>
    query.trim() === '' ? [...notes] : fuse.search(query.trim()).map((result) => result.item);
}
