import { describe, expect, it } from 'vitest';
import { openPdf, roles, structTree, textByMarking } from '../test/pdf';
import { artifact, BOLD, pdfBytes, REGULAR, rgb, taggedDocument, textLine, wrap } from './tagged-document';

const INK = rgb(0, 0, 0);

async function sample(): Promise<Uint8Array> {
  const doc = taggedDocument(
    { title: 'A sample', subject: 'Testing', language: 'cy', made: new Date('2026-01-02T03:04:05Z') },
    [300, 200],
  );
  doc.addPage();
  const root = doc.struct('Document');
  doc.addStructure(root);
  artifact(doc, 'Layout', () => doc.rect(0, 0, 300, 4).fill(INK));
  root.add(
    doc.struct('H1', {}, () =>
      textLine(doc, 'Pennawd', { x: 10, baseline: 30, font: BOLD, size: 16, colour: INK }),
    ),
  );
  root.add(
    doc.struct('P', {}, () =>
      textLine(doc, 'Paragraff “byr”.', { x: 10, baseline: 60, font: REGULAR, size: 11, colour: INK }),
    ),
  );
  artifact(doc, 'Pagination', () =>
    textLine(doc, 'Troedyn', { x: 10, baseline: 190, font: REGULAR, size: 9, colour: INK }),
  );
  root.end();
  return pdfBytes(doc);
}

describe('taggedDocument', () => {
  it('identifies as PDF/UA-1, tagged, with its title shown in the window, language and dates', async () => {
    const pdf = await openPdf(await sample());
    expect(((await pdf.getMarkInfo()) as Map<string, unknown> | null)?.get('Marked')).toBe(true);
    expect((await pdf.getViewerPreferences())?.get('DisplayDocTitle')).toBe(true);
    const { info, metadata } = (await pdf.getMetadata()) as {
      info: Record<string, unknown>;
      metadata: { get(name: string): unknown } | null;
    };
    expect(info).toMatchObject({
      Title: 'A sample',
      Subject: 'Testing',
      Language: 'cy',
      Producer: 'Studyflow',
      CreationDate: 'D:20260102030405Z',
      ModDate: 'D:20260102030405Z',
    });
    expect(metadata?.get('pdfuaid:part')).toBe('1');
    expect(metadata?.get('dc:title')).toBe('A sample');
    await pdf.cleanup();
  });

  it('embeds its fonts (PDF/UA needs them embedded; the standard 14 are not)', async () => {
    const body = Buffer.from(await sample()).toString('latin1');
    expect(body.match(/\/Type \/FontDescriptor/g)).toHaveLength(2);
    expect(body.match(/\/FontFile2 \d+ 0 R/g)).toHaveLength(2);
    expect(body).not.toContain('/Type1');
    expect(body).not.toContain('/BaseFont /Helvetica');
  });

  it('ties text to structure elements and keeps decoration out of it', async () => {
    const pdf = await openPdf(await sample());
    const page = await pdf.getPage(1);
    expect(roles(await structTree(page))).toEqual(['Root', 'Document', 'H1', 'P']);
    expect(await textByMarking(page)).toEqual({
      tagged: ['Pennawd', 'Paragraff “byr”.'],
      artifacts: ['Troedyn'],
      loose: [],
    });
    await pdf.cleanup();
  });

  it('makes the same bytes for the same content and date', async () => {
    expect(Buffer.from(await sample()).equals(Buffer.from(await sample()))).toBe(true);
  });

  it('wraps to the width, keeping the space that ended each line but the last', () => {
    const doc = taggedDocument({ title: 't', subject: 's', language: 'en', made: new Date(0) }, [300, 200]);
    const lines = wrap(doc, 'one two three four five six seven eight nine ten', REGULAR, 11, 80);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe('one two three four five six seven eight nine ten');
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/\S $/);
    doc.font(REGULAR).fontSize(11);
    for (const line of lines) expect(doc.widthOfString(line.trimEnd())).toBeLessThanOrEqual(80);
    doc.end();
  });
});
