import {
  PDFOperatorNames as Ops,
  type PDFContext,
  PDFDocument,
  type PDFFont,
  PDFName,
  PDFNumber,
  PDFOperator,
  type PDFPage,
  type PDFRef,
  rgb,
  StandardFonts,
} from 'pdf-lib';

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

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

interface Element {
  type: string;
  parent: Element | null;
  children: (Element | { mcid: number; page: number })[];
  ref?: PDFRef;
}

/**
 * A tagged PDF (PDF/UA's essentials): every piece of text sits in a marked-content sequence tied
 * to a structure element (H1, H2, P, L > LI > LBody), decoration is marked as artifacts, and the
 * document has a title shown in the window, a language and MarkInfo. pdf-lib has no tagging API,
 * so the operators and the structure tree are written here.
 */
export async function makeTaggedPdf(source: PdfSource): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(source.title, { showInWindowTitleBar: true });
  doc.setSubject(source.subject);
  doc.setAuthor(source.author);
  doc.setLanguage(source.language);
  doc.setProducer('Studyflow');
  doc.setCreator('Studyflow');
  const fixed = new Date('2026-11-25T00:00:00Z');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const root: Element = { type: 'Document', parent: null, children: [] };
  const pages: PDFPage[] = [];
  const mcidsOnPage: Element[][] = [];
  let page!: PDFPage;
  let y = 0;

  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    mcidsOnPage.push([]);
    y = PAGE.height - PAGE.margin;
    // Decoration and the running footer are artifacts: assistive technology skips them.
    page.pushOperators(PDFOperator.of(Ops.BeginMarkedContent, [PDFName.of('Artifact')]));
    page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: ACCENT });
    page.drawText(`${source.footer} · ${pages.length}`, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 9,
      font: regular,
      color: ACCENT,
    });
    page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
  };

  const write = (parent: Element, type: keyof typeof STYLE, text: string, indent = 0, bullet = false) => {
    const style = STYLE[type];
    const font = style.bold ? bold : regular;
    const lines = wrap(text, font, style.size, PAGE.width - 2 * PAGE.margin - indent);
    y -= style.before;
    if (y - style.leading * lines.length < PAGE.margin) newPage();
    const element: Element = { type: type === 'LI' ? 'LBody' : type, parent, children: [] };
    parent.children.push(element);
    if (bullet) {
      page.pushOperators(PDFOperator.of(Ops.BeginMarkedContent, [PDFName.of('Artifact')]));
      page.drawCircle({ x: PAGE.margin + indent - 9, y: y - style.size * 0.65, size: 2, color: INK });
      page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
    }
    const pageIndex = pages.length - 1;
    const mcids = mcidsOnPage[pageIndex] ?? [];
    const mcid = mcids.length;
    mcids.push(element);
    element.children.push({ mcid, page: pageIndex });
    // An inline property list: pdf-lib writes a string operand as it is.
    const props = `<</MCID ${mcid}>>`;
    page.pushOperators(PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of(element.type), props]));
    for (const line of lines) {
      y -= style.leading;
      page.drawText(line, {
        x: PAGE.margin + indent,
        y: y + (style.leading - style.size),
        size: style.size,
        font,
        color: INK,
      });
    }
    page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
    y -= style.after;
  };

  newPage();
  for (const block of source.blocks) {
    if (block.kind === 'L') {
      const list: Element = { type: 'L', parent: root, children: [] };
      root.children.push(list);
      for (const item of block.items) {
        const li: Element = { type: 'LI', parent: list, children: [] };
        list.children.push(li);
        write(li, 'LI', item, 18, true);
      }
    } else write(root, block.kind, block.text);
  }

  writeStructTree(doc, root, pages, mcidsOnPage);
  return doc.save({ useObjectStreams: false });
}

function writeStructTree(doc: PDFDocument, root: Element, pages: PDFPage[], mcidsOnPage: Element[][]) {
  const { context, catalog } = doc;
  const treeRootRef = context.nextRef();
  const assignRefs = (element: Element) => {
    element.ref = context.nextRef();
    for (const child of element.children) if ('type' in child) assignRefs(child);
  };
  assignRefs(root);
  const pageOf = (element: Element): PDFPage | undefined => {
    for (const child of element.children) {
      if (!('type' in child)) return pages[child.page];
      const found = pageOf(child);
      if (found) return found;
    }
    return undefined;
  };
  const emit = (element: Element, ctx: PDFContext) => {
    const kids = element.children.map((child) => ('type' in child ? child.ref : PDFNumber.of(child.mcid)));
    const page = pageOf(element);
    const dict = ctx.obj({
      Type: 'StructElem',
      S: element.type,
      P: element.parent?.ref ?? treeRootRef,
      K: kids.length === 1 ? kids[0] : kids,
      ...(page ? { Pg: page.ref } : {}),
    });
    if (element.ref) ctx.assign(element.ref, dict);
    for (const child of element.children) if ('type' in child) emit(child, ctx);
  };
  emit(root, context);

  const nums: (PDFNumber | PDFRef)[] = [];
  pages.forEach((page, index) => {
    page.node.set(PDFName.of('StructParents'), PDFNumber.of(index));
    page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
    nums.push(PDFNumber.of(index));
    nums.push(
      context.register(context.obj((mcidsOnPage[index] ?? []).map((element) => element.ref ?? null))),
    );
  });
  context.assign(
    treeRootRef,
    context.obj({
      Type: 'StructTreeRoot',
      K: root.ref,
      ParentTree: context.obj({ Nums: nums }),
      ParentTreeNextKey: pages.length,
    }),
  );
  catalog.set(PDFName.of('StructTreeRoot'), treeRootRef);
  catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
}
