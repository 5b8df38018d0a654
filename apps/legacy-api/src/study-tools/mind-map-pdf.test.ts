import { describe, expect, it } from 'vitest';
import { essayPlan } from './essay-plan';
import { planPdf } from './mind-map-pdf';

// pdfjs-dist needs Promise.withResolvers, which Node 20 lacks.
const withResolvers = Promise as unknown as { withResolvers?: unknown };
withResolvers.withResolvers ??= <T>() => {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

interface StructNode {
  role?: string;
  children?: StructNode[];
}
const roles = (node: StructNode): string[] => [
  ...(node.role ? [node.role] : []),
  ...(node.children ?? []).flatMap(roles),
];

describe('the mind-map PDF (TLS-4)', () => {
  it('is a tagged, titled PDF whose text reads in the map’s order', async () => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const bytes = await planPdf(essayPlan(3000, 'B'), new Date('2026-11-25T10:00:00Z'));
    const doc = await getDocument({ data: bytes, verbosity: 0 }).promise;
    expect(doc.numPages).toBe(1);
    const { info } = (await doc.getMetadata()) as { info: Record<string, unknown> };
    expect(info.Title).toBe('Essay Plan 3000 words - B');
    expect(info.Language).toBe('en-GB');
    expect((await doc.getMarkInfo()) as unknown).toEqual(
      new Map([
        ['Marked', true],
        ['UserProperties', false],
        ['Suspects', false],
      ]),
    );
    const page = await doc.getPage(1);
    const text = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .filter(Boolean);
    expect(text.slice(0, 2)).toEqual(['Essay Plan 3000 words - B', 'Introduction: 450 words']);
    expect(text).toContain('Main body: 2100 words');
    expect(text).toContain('Conclusion: 450 words');
    const tree = (await page.getStructTree()) as StructNode;
    expect(roles(tree)).toEqual([
      'Root',
      'Document',
      'H1',
      'H2',
      'P',
      'P',
      'H2',
      'P',
      'P',
      'P',
      'H2',
      'P',
      'P',
    ]);
  });
});
