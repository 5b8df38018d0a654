import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_GUIDE } from './guides';
import { makeTaggedPdf } from './tagged-pdf';

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

interface StructNode {
  role?: string;
  children?: (StructNode | { type: string; id: string })[];
}

const roles = (node: StructNode): string[] =>
  (node.children ?? []).flatMap((child) =>
    'role' in child && child.role ? [child.role, ...roles(child)] : [],
  );

describe('makeTaggedPdf', () => {
  it('makes a tagged PDF: MarkInfo, title shown, language, headings, paragraphs and a list in the structure tree', async () => {
    const bytes = await makeTaggedPdf(RECOMMENDATION_GUIDE);
    const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
    const markInfo = (await pdf.getMarkInfo()) as Map<string, unknown> | null;
    expect(markInfo?.get('Marked')).toBe(true);
    const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
    expect(info.Title).toBe('Studyflow Recommendation Guide');
    expect(info.Language).toBe('en-GB');

    const page = await pdf.getPage(1);
    const tree = (await page.getStructTree()) as StructNode;
    const found = roles(tree);
    expect(found[0]).toBe('Document');
    expect(found.filter((role) => role === 'H1')).toHaveLength(1);
    expect(found.filter((role) => role === 'H2').length).toBeGreaterThanOrEqual(3);
    expect(found).toEqual(expect.arrayContaining(['P', 'L', 'LI', 'LBody']));

    const text = (await page.getTextContent({ includeMarkedContent: true })).items;
    const words = text.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(words).toContain('Studyflow Recommendation Guide');
    expect(words).toContain('Who it is for');
    // Every line of real text sits in tagged content, never outside a marked-content sequence.
    const tags = text.filter((item) => 'type' in item && item.type === 'beginMarkedContentProps');
    expect(tags.length).toBeGreaterThan(8);
    await pdf.cleanup();
  });

  it('moves on to a new page when the text runs past the bottom margin, tagging both', async () => {
    const long = Array.from({ length: 60 }, (_, index) => ({
      kind: 'P' as const,
      text: `Paragraph ${index + 1}.`,
    }));
    const bytes = await makeTaggedPdf({ ...RECOMMENDATION_GUIDE, blocks: long });
    const pdf = await getDocument({ data: bytes }).promise;
    expect(pdf.numPages).toBeGreaterThan(1);
    const second = (await (await pdf.getPage(2)).getStructTree()) as StructNode;
    expect(roles(second)).toContain('P');
    await pdf.cleanup();
  });
});
