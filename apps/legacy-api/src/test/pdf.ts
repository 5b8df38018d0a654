// Reads our tagged PDFs back the way a reader does, with pdfjs-dist: the structure tree, the
// metadata, and which text sits in tagged content.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdfjs-dist 6 expects Node 22's Promise.withResolvers; Node 20 lacks it.
if (!('withResolvers' in Promise)) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    },
  });
}

export const openPdf = (bytes: Uint8Array) =>
  getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof openPdf>>['getPage']>>;

export interface StructNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

export const structTree = async (page: PdfPage) => (await page.getStructTree()) as StructNode;

/** Every element's role, depth first in reading order (the tree's root first). */
export const roles = (node: StructNode): string[] => [
  ...(node.role ? [node.role] : []),
  ...(node.children ?? []).flatMap(roles),
];

/** The elements of `role`, depth first. */
export const elements = (node: StructNode, role: string): StructNode[] => [
  ...(node.role === role ? [node] : []),
  ...(node.children ?? []).flatMap((child) => elements(child, role)),
];

const contentIds = (node: StructNode): string[] => [
  ...(node.type === 'content' && node.id ? [node.id] : []),
  ...(node.children ?? []).flatMap(contentIds),
];

/**
 * The page's text sorted by what holds it: `tagged` is text in marked content that the structure
 * tree points at, `artifacts` text marked as decoration, `loose` any other text (none should be).
 */
export async function textByMarking(page: PdfPage) {
  const ids = new Set(contentIds(await structTree(page)));
  const found = { tagged: [] as string[], artifacts: [] as string[], loose: [] as string[] };
  const open: ('tagged' | 'artifacts' | 'loose')[] = [];
  for (const item of (await page.getTextContent({ includeMarkedContent: true })).items) {
    if ('str' in item) {
      if (item.str.trim()) found[open.at(-1) ?? 'loose'].push(item.str);
      continue;
    }
    // pdfjs gives the tag too, though its type leaves it out.
    const marked = item as { type: string; id?: string | null; tag?: string | null };
    if (marked.type === 'endMarkedContent') open.pop();
    else if (marked.tag === 'Artifact') open.push('artifacts');
    else open.push(marked.id && ids.has(marked.id) ? 'tagged' : 'loose');
  }
  return found;
}
