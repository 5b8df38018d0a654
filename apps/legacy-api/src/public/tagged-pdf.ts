import {
  artifact,
  BOLD,
  pdfBytes,
  REGULAR,
  rgb,
  type StructElement,
  taggedDocument,
  textLine,
  wrap,
} from '../pdf/tagged-document';

/** A block of a document: headings, paragraphs and bulleted lists. */
export type PdfBlock = { kind: 'H1' | 'H2' | 'P'; text: string } | { kind: 'L'; items: readonly string[] };

export interface PdfSource {
  title: string;
  subject: string;
  author: string;
  /** BCP 47, e.g. en-GB: screen readers pick their voice from it. */
  language: string;
  blocks: readonly PdfBlock[];
  /** Repeated at each page's foot as an artifact (not read as content). */
  footer: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const INK = rgb(0.12, 0.16, 0.2);
const ACCENT = rgb(0.12, 0.37, 0.45);
const STYLE = {
  H1: { size: 22, leading: 28, before: 0, after: 10, bold: true },
  H2: { size: 15, leading: 20, before: 14, after: 6, bold: true },
  P: { size: 11, leading: 16, before: 0, after: 8, bold: false },
  LI: { size: 11, leading: 16, before: 0, after: 4, bold: false },
} as const;
const BULLET_INDENT = 18;

/**
 * A tagged PDF/UA document on A4 pages: Document → H1, H2, P and L → LI → Lbl (the bullet) and
 * LBody, in reading order; the accent bar and the running footer are artifacts. A block that would
 * cross the bottom margin starts a new page; blocks are never split.
 */
export async function makeTaggedPdf(source: PdfSource): Promise<Uint8Array> {
  const doc = taggedDocument(
    {
      title: source.title,
      subject: source.subject,
      author: source.author,
      language: source.language,
      made: new Date('2026-11-25T00:00:00Z'),
    },
    [PAGE.width, PAGE.height],
  );
  const root = doc.struct('Document');
  doc.addStructure(root);
  // `top` runs down the page from its top edge: the top of the next line box.
  let top = 0;
  let pages = 0;

  const newPage = () => {
    doc.addPage();
    pages += 1;
    top = PAGE.margin;
    artifact(doc, 'Layout', () => doc.rect(0, 0, PAGE.width, 8).fill(ACCENT));
    artifact(doc, 'Pagination', () =>
      textLine(doc, `${source.footer} · ${pages}`, {
        x: PAGE.margin,
        baseline: PAGE.height - PAGE.margin / 2,
        font: REGULAR,
        size: 9,
        colour: ACCENT,
      }),
    );
  };

  /** Adds `role` holding `text` to `parent`, and to the page below the previous block. */
  const write = (parent: StructElement, role: 'H1' | 'H2' | 'P' | 'LBody', text: string) => {
    const style = STYLE[role === 'LBody' ? 'LI' : role];
    const font = style.bold ? BOLD : REGULAR;
    const indent = role === 'LBody' ? BULLET_INDENT : 0;
    const lines = wrap(doc, text, font, style.size, PAGE.width - 2 * PAGE.margin - indent);
    top += style.before;
    if (top + style.leading * lines.length > PAGE.height - PAGE.margin) newPage();
    const firstBaseline = top + style.size;
    if (role === 'LBody') {
      parent.add(
        doc.struct('Lbl', {}, () => {
          doc.font(REGULAR).fontSize(style.size);
          textLine(doc, '•', {
            x: PAGE.margin + indent - 9 - doc.widthOfString('•') / 2,
            baseline: firstBaseline,
            font: REGULAR,
            size: style.size,
            colour: INK,
          });
        }),
      );
    }
    parent.add(
      doc.struct(role, {}, () => {
        for (const line of lines) {
          top += style.leading;
          textLine(doc, line, {
            x: PAGE.margin + indent,
            baseline: top - (style.leading - style.size),
            font,
            size: style.size,
            colour: INK,
          });
        }
      }),
    );
    top += style.after;
  };

  newPage();
  for (const block of source.blocks) {
    if (block.kind === 'L') {
      const list = doc.struct('L');
      root.add(list);
      for (const item of block.items) {
        const li = doc.struct('LI');
        list.add(li);
        write(li, 'LBody', item);
        li.end();
      }
      list.end();
    } else write(root, block.kind, block.text);
  }
  root.end();
  return pdfBytes(doc);
}
