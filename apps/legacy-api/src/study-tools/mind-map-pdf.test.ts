import { describe, expect, it } from 'vitest';
import { openPdf, roles, structTree, textByMarking } from '../test/pdf';
import { essayPlan, planMindMap } from './essay-plan';
import { planPdf } from './mind-map-pdf';

describe('the mind-map PDF (TLS-4)', () => {
  it('is a tagged, titled PDF whose text reads in the map’s order', async () => {
    const plan = essayPlan(3000, 'B');
    const bytes = await planPdf(plan, new Date('2026-11-25T10:00:00Z'));
    const doc = await openPdf(bytes);
    expect(doc.numPages).toBe(1);
    const { info } = (await doc.getMetadata()) as { info: Record<string, unknown> };
    expect(info.Title).toBe('Essay Plan 3000 words - B');
    expect(info.Language).toBe('en-GB');
    expect((await doc.getViewerPreferences())?.get('DisplayDocTitle')).toBe(true);
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
    const tree = await structTree(page);
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
    // Every text is tied to its element, in the map's order: the centre, then branch by branch.
    const map = planMindMap(plan);
    const inOrder = [
      map.text,
      ...map.children.flatMap((branch) => [branch.text, ...branch.children.map((leaf) => leaf.text)]),
    ];
    expect(await textByMarking(page)).toEqual({ tagged: inOrder, artifacts: [], loose: [] });
    await doc.cleanup();
  });
});
