import { describe, expect, it } from 'vitest';
import { loadNoteFilter } from './note-search';

const notes = [
  { id: 1, content: 'Plan the essay with a word budget' },
  { id: 2, content: 'Ask the tutor about instruction words' },
  { id: 3, content: 'Revision timetable for May' },
];

describe('the note search (NOT-4)', () => {
  it('finds words anywhere in a note, however far from the start', async () => {
    const filter = await loadNoteFilter(notes);
    expect(filter('budget').map((note) => note.id)).toEqual([1]);
    expect(filter('instruction words').map((note) => note.id)).toEqual([2]);
  });

  it('is strict: a near miss beyond the 0.05 threshold finds nothing', async () => {
    const filter = await loadNoteFilter(notes);
    expect(filter('bidgut')).toEqual([]);
  });

  it('matches a single character, and an empty query shows every note again', async () => {
    const filter = await loadNoteFilter(notes);
    expect(filter('y').length).toBeGreaterThan(0);
    expect(filter('   ').map((note) => note.id)).toEqual([1, 2, 3]);
  });
});
