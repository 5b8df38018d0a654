import {
  artifact,
  BOLD,
  type Pdf,
  pdfBytes,
  REGULAR,
  rgb,
  type StructElement,
  taggedDocument,
  textLine,
  wrap,
} from '../pdf/tagged-document';
import { type EssayPlan, type MindMapNode, planMindMap, planTitle } from './essay-plan';

/**
 * TLS-4: the plan as a one-page mind map in a tagged PDF/UA document. The drawing (boxes and
 * connecting lines) is an artifact; every text is tied to a structure element (H1 centre, H2
 * branches, P prompts), so a screen reader and text extraction read it in the map's order, branch
 * by branch.
 */
const PAGE = { width: 842, height: 595 } as const;
const INK = rgb(0.13, 0.13, 0.2);
const LINE = rgb(0.45, 0.45, 0.55);
const WHITE = rgb(1, 1, 1);
const FILL = [rgb(0.93, 0.9, 0.97), rgb(0.88, 0.95, 0.93), rgb(0.99, 0.93, 0.86)] as const;

type Role = 'H1' | 'H2' | 'P';

/**
 * A box centred on `centreX` whose top is `top` (from the page's top), with its text centred line
 * by line; returns the box's height.
 */
function box(
  doc: Pdf,
  document: StructElement,
  role: Role,
  text: string,
  at: { centreX: number; top: number; width: number; fill: [number, number, number] },
): number {
  const font = role === 'P' ? REGULAR : BOLD;
  const size = role === 'H1' ? 16 : role === 'H2' ? 13 : 11;
  const lines = wrap(doc, text, font, size, at.width - 16);
  const height = lines.length * (size + 4) + 12;
  artifact(doc, 'Layout', () =>
    doc
      .rect(at.centreX - at.width / 2, at.top, at.width, height)
      .lineWidth(role === 'P' ? 0.75 : 1.5)
      .fillAndStroke(at.fill, LINE),
  );
  document.add(
    doc.struct(role, {}, () => {
      lines.forEach((line, index) => {
        doc.font(font).fontSize(size);
        textLine(doc, line, {
          x: at.centreX - doc.widthOfString(line.trimEnd()) / 2,
          baseline: at.top + 2 + (index + 1) * (size + 4),
          font,
          size,
          colour: INK,
        });
      });
    }),
  );
  return height;
}

function connect(doc: Pdf, from: [number, number], to: [number, number]): void {
  artifact(doc, 'Layout', () =>
    doc
      .moveTo(...from)
      .lineTo(...to)
      .lineWidth(1.25)
      .stroke(LINE),
  );
}

function drawMap(doc: Pdf, document: StructElement, map: MindMapNode): void {
  const rootTop = 48;
  const rootHeight = box(doc, document, 'H1', map.text, {
    centreX: PAGE.width / 2,
    top: rootTop,
    width: 360,
    fill: WHITE,
  });
  const branchTop = rootTop + rootHeight + 70;
  const columns = map.children.length;
  map.children.forEach((branch, index) => {
    const x = (PAGE.width / columns) * (index + 0.5);
    connect(doc, [PAGE.width / 2, rootTop + rootHeight], [x, branchTop]);
    const fill = FILL[index % FILL.length] ?? WHITE;
    const height = box(doc, document, 'H2', branch.text, { centreX: x, top: branchTop, width: 240, fill });
    let top = branchTop + height + 28;
    for (const leaf of branch.children) {
      connect(doc, [x, branchTop + height], [x, top]);
      top += box(doc, document, 'P', leaf.text, { centreX: x, top, width: 220, fill: WHITE }) + 18;
    }
  });
}

export async function planPdf(plan: EssayPlan, made: Date): Promise<Uint8Array> {
  const doc = taggedDocument(
    { title: planTitle(plan), subject: 'Essay plan mind map', language: 'en-GB', made },
    [PAGE.width, PAGE.height],
  );
  doc.addPage();
  const document = doc.struct('Document');
  doc.addStructure(document);
  drawMap(doc, document, planMindMap(plan));
  document.end();
  return pdfBytes(doc);
}
