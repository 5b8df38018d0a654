import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The tagged, PDF/UA-identified documents we write with pdfkit (the public guides, the mind-map
 * download): the document options that make them accessible, the fonts, and small helpers for
 * decoration (artifacts) and tagged text. pdfkit keeps the structure tree, the parent tree, MCIDs,
 * MarkInfo, /Tabs /S, the language, the shown title and the PDF/UA identification in the XMP.
 */

export type Pdf = PDFKit.PDFDocument;
export type StructElement = PDFKit.PDFStructureElement;
/** A colour as fractions of red, green and blue; pdfkit takes 0–255. */
export const rgb = (red: number, green: number, blue: number): [number, number, number] => [
  red * 255,
  green * 255,
  blue * 255,
];

/**
 * PDF/UA needs every font embedded, and pdfkit cannot embed its built-in standard fonts (metrics
 * only), so we embed Arimo: metric-compatible with Helvetica/Arial, so the lines wrap where the
 * Helvetica layout did. Its Latin files cover ASCII, Latin-1, curly quotes, dashes and bullets.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('@fontsource/arimo/files/arimo-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/arimo/files/arimo-latin-700-normal.woff'),
};
let fonts: { regular: Buffer; bold: Buffer } | undefined;
export const REGULAR = 'Arimo';
export const BOLD = 'Arimo-Bold';

export interface TaggedDocumentInfo {
  title: string;
  subject: string;
  author?: string;
  /** BCP 47, e.g. en-GB: screen readers pick their voice from it. */
  language: string;
  /** Creation and modification date: a fixed one makes the same bytes every time. */
  made: Date;
}

/** A tagged PDF/UA document with no page yet, its fonts registered as REGULAR and BOLD. */
export function taggedDocument(info: TaggedDocumentInfo, size: [number, number]): Pdf {
  fonts ??= { regular: readFileSync(FONT_FILES.regular), bold: readFileSync(FONT_FILES.bold) };
  const doc = new PDFDocument({
    size,
    // We lay out every line ourselves: no margin, so pdfkit never breaks a page on its own.
    margin: 0,
    autoFirstPage: false,
    pdfVersion: '1.7',
    tagged: true,
    // @types/pdfkit 0.17 lists only the PDF/A subsets; pdfkit (since 0.15) also takes 'PDF/UA',
    // which writes pdfuaid:part 1 into the XMP metadata.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    lang: info.language,
    displayTitle: true,
    info: {
      Title: info.title,
      Subject: info.subject,
      ...(info.author ? { Author: info.author } : {}),
      Creator: 'Studyflow',
      Producer: 'Studyflow',
      CreationDate: info.made,
      ModDate: info.made,
    },
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  return doc;
}

/** Decoration (bars, boxes, connecting lines, running footers) that assistive technology skips. */
export function artifact(doc: Pdf, type: 'Layout' | 'Pagination', draw: () => void): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/** Text on one line, `baseline` from the page's top, never wrapped or moved on by pdfkit. */
export function textLine(
  doc: Pdf,
  text: string,
  at: { x: number; baseline: number; font: string; size: number; colour: [number, number, number] },
): void {
  doc
    .font(at.font)
    .fontSize(at.size)
    .fillColor(at.colour)
    .text(text, at.x, at.baseline, { baseline: 'alphabetic', lineBreak: false });
}

/**
 * Splits text into lines no wider than `width`. Every line but the last keeps the space that
 * ended it, so text extracted or read aloud does not run the words of two lines together.
 */
export function wrap(doc: Pdf, text: string, font: string, size: number, width: number): string[] {
  doc.font(font).fontSize(size);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(next) > width) {
      lines.push(`${line} `);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}
