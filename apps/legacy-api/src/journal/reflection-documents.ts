import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { ReflectionRow } from './reflection-queries';

/** The questions as the entry modal asks them, grouped by phase (JRN-6), for the downloads. */
const PHASES = [
  {
    name: 'Observe',
    questions: [
      ['observe1', 'What happened?'],
      ['observe2', 'How did you feel, and what did you notice about how you worked?'],
    ],
  },
  {
    name: 'Reflect',
    questions: [
      ['reflect1', 'What went well, and why?'],
      ['reflect2', 'What was hard, and what could have helped?'],
    ],
  },
  { name: 'Act', questions: [['act', 'What will you do differently next time?']] },
] as const;

const NOT_ANSWERED = 'Not answered.';
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
export const writtenOn = (row: ReflectionRow) => `Written on ${dateFormat.format(row.createdAt)}`;

/** An answer's paragraphs: one per line the learner wrote, blank lines dropped. */
const linesOf = (answer: string): string[] => {
  const lines = answer.split(/\r?\n/).filter((line) => line.trim() !== '');
  return lines.length === 0 ? [NOT_ANSWERED] : lines;
};

/** One file's title: the entry's own for one entry, the journal's for several. */
export const documentTitle = (rows: readonly ReflectionRow[]): string =>
  rows.length === 1 && rows[0] ? rows[0].title : 'Reflective journal';

/**
 * JRN-9: the entries as a Word document whose structure is real headings (Heading 1 the entry,
 * Heading 2 the phase, Heading 3 the question), so screen readers and the navigation pane can
 * move through it; built with the docx library.
 */
export async function reflectionsDocx(rows: readonly ReflectionRow[]): Promise<Buffer> {
  const title = documentTitle(rows);
  const children: Paragraph[] = [];
  if (rows.length > 1) children.push(new Paragraph({ text: title, heading: HeadingLevel.TITLE }));
  for (const row of rows) {
    children.push(new Paragraph({ text: row.title, heading: HeadingLevel.HEADING_1 }));
    children.push(new Paragraph({ children: [new TextRun(writtenOn(row))] }));
    for (const phase of PHASES) {
      children.push(new Paragraph({ text: phase.name, heading: HeadingLevel.HEADING_2 }));
      for (const [field, question] of phase.questions) {
        children.push(new Paragraph({ text: question, heading: HeadingLevel.HEADING_3 }));
        for (const line of linesOf(row[field])) children.push(new Paragraph({ text: line }));
      }
    }
  }
  const document = new Document({
    title,
    creator: 'Studyflow',
    description: 'Entries from a Studyflow reflective journal',
    styles: { default: { document: { run: { font: 'Arial', size: 24 } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

/** A Markdown line must not start a heading, list or quote by accident. */
const escapeMarkdown = (line: string) =>
  line.replace(/([\\`*_[\]#<>|])/g, '\\$1').replace(/^(\s*)([-+]|\d+\.)(\s)/, '$1\\$2$3');

/** JRN-9: the same entries and headings as plain Markdown text. */
export function reflectionsMarkdown(rows: readonly ReflectionRow[]): string {
  const out: string[] = [];
  const level = rows.length > 1 ? 2 : 1;
  const hashes = (n: number) => '#'.repeat(n);
  if (rows.length > 1) out.push(`# ${escapeMarkdown(documentTitle(rows))}`, '');
  for (const row of rows) {
    out.push(`${hashes(level)} ${escapeMarkdown(row.title)}`, '', writtenOn(row), '');
    for (const phase of PHASES) {
      out.push(`${hashes(level + 1)} ${phase.name}`, '');
      for (const [field, question] of phase.questions) {
        out.push(`${hashes(level + 2)} ${question}`, '');
        for (const line of linesOf(row[field])) out.push(escapeMarkdown(line), '');
      }
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** A file name from the title: letters, digits, spaces and a few marks; never a path. */
export function fileNameFor(rows: readonly ReflectionRow[], extension: 'docx' | 'md'): string {
  const base = rows.length === 1 ? documentTitle(rows) : `Reflective journal (${rows.length} entries)`;
  const safe = base
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ()_,.'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100);
  return `${safe || 'Reflection'}.${extension}`;
}
