import { describe, expect, it } from 'vitest';
import { elements, openPdf, roles, structTree, textByMarking } from '../test/pdf';
import { JUSTIFICATION_GUIDES, RECOMMENDATION_GUIDE } from './guides';
import { makeTaggedPdf } from './tagged-pdf';

describe('makeTaggedPdf', () => {
  it('makes a tagged PDF: MarkInfo, title shown, language, headings, paragraphs and a list in the structure tree', async () => {
    const bytes = await makeTaggedPdf(RECOMMENDATION_GUIDE);
    const pdf = await openPdf(bytes);
    const markInfo = (await pdf.getMarkInfo()) as Map<string, unknown> | null;
    expect(markInfo?.get('Marked')).toBe(true);
    const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
    expect(info.Title).toBe('Studyflow Recommendation Guide');
    expect(info.Language).toBe('en-GB');
    expect((await pdf.getViewerPreferences())?.get('DisplayDocTitle')).toBe(true);

    const page = await pdf.getPage(1);
    const tree = await structTree(page);
    const found = roles(tree).slice(1);
    expect(found[0]).toBe('Document');
    expect(found.filter((role) => role === 'H1')).toHaveLength(1);
    expect(found.filter((role) => role === 'H2').length).toBeGreaterThanOrEqual(3);
    expect(found).toEqual(expect.arrayContaining(['P', 'L', 'LI', 'LBody']));
    // Each of the four items is a bullet label and the item's text, in that order.
    const items = elements(tree, 'LI');
    expect(items).toHaveLength(4);
    for (const item of items) expect(item.children?.map((child) => child.role)).toEqual(['Lbl', 'LBody']);

    const text = (await page.getTextContent({ includeMarkedContent: true })).items;
    const words = text.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(words).toContain('Studyflow Recommendation Guide');
    expect(words).toContain('Who it is for');
    // Every line of real text sits in tagged content, never outside a marked-content sequence.
    const tags = text.filter((item) => 'type' in item && item.type === 'beginMarkedContentProps');
    expect(tags.length).toBeGreaterThan(8);
    const marked = await textByMarking(page);
    expect(marked.loose).toEqual([]);
    expect(marked.artifacts).toEqual(['Studyflow Recommendation Guide · 1']);
    expect(marked.tagged.slice(0, 2)).toEqual([
      'Studyflow Recommendation Guide',
      'This guide is for needs assessors and DSA advisers. It says who Studyflow is for, what it does, and',
    ]);
    expect(marked.tagged).toContain('•');
    expect(marked.tagged).toContain('Questions, demos and training: training@studyflow.example.');
    await pdf.cleanup();
  });

  it('moves on to a new page when the text runs past the bottom margin, tagging both', async () => {
    const long = Array.from({ length: 60 }, (_, index) => ({
      kind: 'P' as const,
      text: `Paragraph ${index + 1}.`,
    }));
    const bytes = await makeTaggedPdf({ ...RECOMMENDATION_GUIDE, blocks: long });
    const pdf = await openPdf(bytes);
    expect(pdf.numPages).toBeGreaterThan(1);
    const page = await pdf.getPage(2);
    expect(roles(await structTree(page))).toContain('P');
    const marked = await textByMarking(page);
    expect(marked.loose).toEqual([]);
    expect(marked.artifacts).toEqual(['Studyflow Recommendation Guide · 2']);
    // Page after page, the paragraphs go on in order, none lost or repeated.
    const tagged: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1)
      tagged.push(...(await textByMarking(await pdf.getPage(number))).tagged);
    expect(tagged).toEqual(long.map((block) => block.text));
    await pdf.cleanup();
  });

  it('makes each Justification Guide with its group in the title and the heading', async () => {
    for (const [, source] of JUSTIFICATION_GUIDES) {
      const pdf = await openPdf(await makeTaggedPdf(source));
      const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
      expect(info.Title).toBe(source.title);
      const page = await pdf.getPage(1);
      expect(roles(await structTree(page))).toEqual(['Root', 'Document', 'H1', 'P', 'H2', 'P', 'H2', 'P']);
      const marked = await textByMarking(page);
      // A long title wraps onto a second line of the same H1.
      expect(marked.tagged.join(' ').replace(/\s+/g, ' ')).toMatch(new RegExp(`^${source.title} Examples: `));
      expect(marked.loose).toEqual([]);
      await pdf.cleanup();
    }
  });
});
