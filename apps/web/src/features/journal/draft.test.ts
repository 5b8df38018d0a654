import type { Reflection } from '@studyflow/contracts/journal';
import { afterEach, describe, expect, it } from 'vitest';
import { entriesDownloadHref, entryDownloadHref, fileNameOf } from './downloads';
import { draftOf, emptyDraft, hasContent, journalDrafts, openingOf, versionOf } from './draft';

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

describe('a draft and the version of its entry', () => {
  const row: Reflection = {
    id: 4,
    date: '2026-11-18',
    title: 'Lab',
    observe1: 'a',
    observe2: '',
    reflect1: '',
    reflect2: '',
    act: 'b',
    tag: null,
  };

  it('takes a version of the saved fields only', () => {
    const retagged: Reflection = { ...row, tag: 'x', date: '2027-01-01' };
    expect(versionOf(row)).toBe(versionOf(retagged));
    expect(versionOf(row)).not.toBe(versionOf({ ...row, act: 'c' }));
    // Fields do not run into each other: 'ab' + '' is not 'a' + 'b'.
    expect(versionOf({ ...row, observe1: 'ab', observe2: '' })).not.toBe(
      versionOf({ ...row, observe1: 'a', observe2: 'b' }),
    );
  });

  it('resumes a draft of an unchanged entry, and asks about one whose entry was saved since', () => {
    const kept = { ...draftOf(row), act: 'mine' };
    expect(openingOf(null, row)).toEqual({ kind: 'fresh', draft: draftOf(row) });
    expect(openingOf(kept, row)).toEqual({ kind: 'resumed', draft: kept });
    const newer = { ...row, act: 'theirs' };
    expect(openingOf(kept, newer)).toEqual({
      kind: 'conflict',
      draft: kept,
      saved: draftOf(newer),
      reason: 'changed',
    });
    expect(openingOf({ ...kept, base: null }, row)).toMatchObject({ kind: 'conflict', reason: 'unknown' });
    // Saved elsewhere with the draft's very words: nothing to choose, the draft moves onto it.
    expect(openingOf(kept, { ...row, act: 'mine' })).toEqual({
      kind: 'resumed',
      draft: { ...kept, base: versionOf({ ...row, act: 'mine' }) },
    });
    // A new entry's draft overwrites nothing.
    const fresh = { ...emptyDraft(), title: 'x' };
    expect(openingOf(fresh, null)).toEqual({ kind: 'resumed', draft: fresh });
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
