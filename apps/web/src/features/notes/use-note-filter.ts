import { useEffect, useState } from 'react';
import { loadNoteFilter } from './note-search';

/**
 * The notes that match `query` (NOT-4), every note for an empty one. While fuse.js loads for the
 * first search, the last answer (or every note) stays on screen rather than a blank list.
 */
export function useNoteFilter<T extends { content: string }>(notes: readonly T[] | undefined, query: string) {
  const [found, setFound] = useState<{ query: string; notes: readonly T[]; list: T[] } | null>(null);
  const searching = query.trim() !== '';

  useEffect(() => {
    if (!notes || !searching) return;
    let live = true;
    // A search that fails to load leaves the last answer (or every note) on screen.
    loadNoteFilter(notes)
      .then((filter) => {
        if (live) setFound({ query, notes, list: filter(query) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [notes, query, searching]);

  if (!notes) return { notes: undefined, settled: false };
  if (!searching) return { notes: [...notes], settled: true };
  const current = found !== null && found.query === query && found.notes === notes;
  return { notes: found?.list ?? [...notes], settled: current };
}
