import { afterEach, describe, expect, it } from 'vitest';
import { entriesDownloadHref, entryDownloadHref, fileNameOf } from './downloads';
import { emptyDraft, hasContent, journalDrafts } from './draft';

afterEach(() => window.localStorage.clear());

describe('journal draft', () => {
  it('keeps a draft per learner and entry until it is cleared', () => {
    const draft = { ...emptyDraft(), title: 'Seminar', observe1: 'It ran long', step: 2 };
    journalDrafts.write('7:new', draft);
    expect(journalDrafts.read('7:new')).toEqual(draft);
    expect(journalDrafts.read('8:new')).toBeNull();
    expect(journalDrafts.read('7:12')).toBeNull();
    journalDrafts.clear('7:new');
    expect(journalDrafts.read('7:new')).toBeNull();
  });

  it('does not keep an untouched draft, and reads a damaged one as none', () => {
    journalDrafts.write('7:new', { ...emptyDraft(), title: '   ' });
    expect(window.localStorage.length).toBe(0);
    expect(hasContent({ ...emptyDraft(), act: 'x' })).toBe(true);
    window.localStorage.setItem('studyflow:journal-draft:7:new', '{not json');
    expect(journalDrafts.read('7:new')).toBeNull();
    window.localStorage.setItem('studyflow:journal-draft:7:new', JSON.stringify({ id: null, title: 3 }));
    expect(journalDrafts.read('7:new')).toBeNull();
    window.localStorage.setItem(
      'studyflow:journal-draft:7:new',
      JSON.stringify({ ...emptyDraft(), title: 'x', step: 99 }),
    );
    expect(journalDrafts.read('7:new')?.step).toBe(6);
  });
});

describe('journal download addresses', () => {
  it('builds the BFF download paths with encoded ids and a bracket array', () => {
    expect(entryDownloadHref(12, 'docx')).toBe('/files/journal/entries/12/download?format=docx');
    expect(entriesDownloadHref([3, 'a/b'], 'md')).toBe(
      '/files/journal/entries/download?ids[]=3&ids[]=a%2Fb&format=md',
    );
  });

  it('reads the file name from Content-Disposition, the UTF-8 one first', () => {
    expect(fileNameOf(`attachment; filename="Caf_.md"; filename*=UTF-8''Caf%C3%A9.md`, 'x.md')).toBe(
      'Café.md',
    );
    expect(fileNameOf('attachment; filename="Lab.docx"', 'x.docx')).toBe('Lab.docx');
    expect(fileNameOf(null, 'x.docx')).toBe('x.docx');
  });
});
