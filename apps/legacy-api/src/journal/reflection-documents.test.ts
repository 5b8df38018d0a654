import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { attachmentHeader } from '../http/content-disposition';
import { fileNameFor, reflectionsDocx, reflectionsMarkdown } from './reflection-documents';
import type { ReflectionRow } from './reflection-queries';

const row = (id: number, title: string, more: Partial<ReflectionRow> = {}): ReflectionRow => ({
  id,
  userId: 1,
  title,
  observe1: 'The seminar ran long.\n\nI lost track of the reading.',
  observe2: 'Tired but curious.',
  reflect1: 'Asking a question early helped.',
  reflect2: '',
  act: 'Read the first chapter # on Monday with text-to-speech.',
  tag: null,
  createdAt: new Date('2026-11-18T10:00:00Z'),
  updatedAt: new Date('2026-11-18T10:00:00Z'),
  ...more,
});

/** Each paragraph of word/document.xml as [style or '', text]. */
async function paragraphs(buffer: Buffer): Promise<[string, string][]> {
  const zip = await JSZip.loadAsync(buffer);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p [^>]*>([\s\S]*?)<\/w:p>/g)].map((match) => {
    const body = match[1] ?? match[2] ?? '';
    const style = /<w:pStyle w:val="([^"]+)"/.exec(body)?.[1] ?? '';
    const text = [...body.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('');
    return [style, text];
  });
}

describe('journal downloads', () => {
  it('one entry is a DOCX with real headings: the entry, its phases and questions, then the answers', async () => {
    const found = await paragraphs(await reflectionsDocx([row(1, 'Seminar on memory')]));
    expect(found.slice(0, 6)).toEqual([
      ['Heading1', 'Seminar on memory'],
      ['', 'Written on 18 November 2026'],
      ['Heading2', 'Observe'],
      ['Heading3', 'What happened?'],
      ['', 'The seminar ran long.'],
      ['', 'I lost track of the reading.'],
    ]);
    expect(found.filter(([style]) => style === 'Heading2').map(([, text]) => text)).toEqual([
      'Observe',
      'Reflect',
      'Act',
    ]);
    const afterHard = found.findIndex(([, text]) => text === 'What was hard, and what could have helped?');
    expect(found[afterHard + 1]).toEqual(['', 'Not answered.']);
    expect(found.at(-1)).toEqual(['', 'Read the first chapter # on Monday with text-to-speech.']);
    const zip = await JSZip.loadAsync(await reflectionsDocx([row(1, 'Seminar on memory')]));
    expect(await zip.file('docProps/core.xml')?.async('string')).toContain(
      '<dc:title>Seminar on memory</dc:title>',
    );
  });

  it('many entries get a title and one Heading 1 per entry, in the order given', async () => {
    const found = await paragraphs(await reflectionsDocx([row(2, 'Second'), row(1, 'First')]));
    expect(found[0]).toEqual(['Title', 'Reflective journal']);
    expect(found.filter(([style]) => style === 'Heading1').map(([, text]) => text)).toEqual([
      'Second',
      'First',
    ]);
  });

  it('Markdown carries the same headings, with the learner’s text escaped', () => {
    const markdown = reflectionsMarkdown([row(1, '# Not a heading')]);
    expect(markdown.split('\n').slice(0, 9)).toEqual([
      '# \\# Not a heading',
      '',
      'Written on 18 November 2026',
      '',
      '## Observe',
      '',
      '### What happened?',
      '',
      'The seminar ran long.',
    ]);
    expect(markdown).toContain('Read the first chapter \\# on Monday with text-to-speech.');
    const many = reflectionsMarkdown([row(1, 'A'), row(2, 'B')]);
    expect(many.split('\n').filter((line) => /^#{1,2} /.test(line))).toEqual([
      '# Reflective journal',
      '## A',
      '## B',
    ]);
  });

  it('names the file after the entry, safely', () => {
    expect(fileNameFor([row(1, 'Seminar: week 3 / memory')], 'docx')).toBe('Seminar week 3 memory.docx');
    expect(fileNameFor([row(1, '../../etc/passwd')], 'md')).toBe('etc passwd.md');
    expect(fileNameFor([row(1, 'A'), row(2, 'B')], 'md')).toBe('Reflective journal (2 entries).md');
    expect(attachmentHeader(fileNameFor([row(1, "Café notes (Tom's)")], 'docx'))).toBe(
      `attachment; filename="Caf_ notes (Tom's).docx"; filename*=UTF-8''Caf%C3%A9%20notes%20%28Tom%27s%29.docx`,
    );
  });
});
