import {
  PDFDocument,
  type PDFFont,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { type EssayPlan, type MindMapNode, planMindMap, planTitle } from './essay-plan';

/**
 * TLS-4: the plan as a one-page mind map in a tagged PDF. The drawing is marked as an artifact;
 * every text is marked content tied to a structure element (H1 centre, H2 branches, P prompts),
 * so a screen reader and text extraction read it in the map's order, branch by branch.
 */
const PAGE = { width: 842, height: 595 } as const;
const INK = rgb(0.13, 0.13, 0.2);
const LINE = rgb(0.45, 0.45, 0.55);
const FILL = [rgb(0.93, 0.9, 0.97), rgb(0.88, 0.95, 0.93), rgb(0.99, 0.93, 0.86)] as const;

interface Tagged {
  role: 'H1' | 'H2' | 'P';
  mcid: number;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

class TaggedPage {
  readonly tags: Tagged[] = [];
  constructor(
    readonly page: PDFPage,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {}

  artifact(draw: () => void): void {
    this.page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]));
    draw();
    this.page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Text centred in a box; returns the box's height. */
  box(
    role: Tagged['role'],
    text: string,
    centreX: number,
    top: number,
    width: number,
    fill: ReturnType<typeof rgb>,
  ) {
    const font = role === 'P' ? this.fonts.regular : this.fonts.bold;
    const size = role === 'H1' ? 16 : role === 'H2' ? 13 : 11;
    const lines = wrap(text, font, size, width - 16);
    const height = lines.length * (size + 4) + 12;
    this.artifact(() =>
      this.page.drawRectangle({
        x: centreX - width / 2,
        y: top - height,
        width,
        height,
        color: fill,
        borderColor: LINE,
        borderWidth: role === 'P' ? 0.75 : 1.5,
      }),
    );
    const mcid = this.tags.length;
    this.tags.push({ role, mcid });
    this.page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(role), `<</MCID ${mcid}>>`]),
    );
    lines.forEach((line, index) => {
      this.page.drawText(line, {
        x: centreX - font.widthOfTextAtSize(line, size) / 2,
        y: top - 6 - (index + 1) * (size + 4) + 4,
        size,
        font,
        color: INK,
      });
    });
    this.page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    return height;
  }

  line(from: [number, number], to: [number, number]): void {
    this.artifact(() =>
      this.page.drawLine({
        start: { x: from[0], y: from[1] },
        end: { x: to[0], y: to[1] },
        thickness: 1.25,
        color: LINE,
      }),
    );
  }
}

function drawMap(tagged: TaggedPage, map: MindMapNode): void {
  const rootTop = PAGE.height - 48;
  const rootHeight = tagged.box('H1', map.text, PAGE.width / 2, rootTop, 360, rgb(1, 1, 1));
  const branchTop = rootTop - rootHeight - 70;
  const columns = map.children.length;
  map.children.forEach((branch, index) => {
    const x = (PAGE.width / columns) * (index + 0.5);
    tagged.line([PAGE.width / 2, rootTop - rootHeight], [x, branchTop]);
    const fill = FILL[index % FILL.length] ?? rgb(1, 1, 1);
    const height = tagged.box('H2', branch.text, x, branchTop, 240, fill);
    let top = branchTop - height - 28;
    for (const leaf of branch.children) {
      tagged.line([x, branchTop - height], [x, top]);
      top -= tagged.box('P', leaf.text, x, top, 220, rgb(1, 1, 1)) + 18;
    }
  });
}

/** The structure tree: Document → H1, H2 and P elements in reading order, one per marked text. */
function tagStructure(doc: PDFDocument, page: PDFPage, tags: readonly Tagged[]): void {
  const { context, catalog } = doc;
  const rootRef: PDFRef = context.nextRef();
  const documentRef: PDFRef = context.nextRef();
  const elements = tags.map(({ role, mcid }) =>
    context.register(context.obj({ Type: 'StructElem', S: role, P: documentRef, Pg: page.ref, K: mcid })),
  );
  context.assign(documentRef, context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: elements }));
  const parentTree = context.register(context.obj({ Nums: [0, elements] }));
  context.assign(
    rootRef,
    context.obj({ Type: 'StructTreeRoot', K: documentRef, ParentTree: parentTree, ParentTreeNextKey: 1 }),
  );
  catalog.set(PDFName.of('StructTreeRoot'), rootRef);
  catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
  page.node.set(PDFName.of('StructParents'), PDFNumber.of(0));
  page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
}

export async function planPdf(plan: EssayPlan, made: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = planTitle(plan);
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setLanguage('en-GB');
  doc.setSubject('Essay plan mind map');
  doc.setCreator('Studyflow');
  doc.setProducer('Studyflow');
  doc.setCreationDate(made);
  doc.setModificationDate(made);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const tagged = new TaggedPage(page, fonts);
  drawMap(tagged, planMindMap(plan));
  tagStructure(doc, page, tagged.tags);
  return doc.save({ useObjectStreams: false });
}
