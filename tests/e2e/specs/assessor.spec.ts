import { expect, test } from '../support/fixtures';
import { openPdf } from '../support/pdf';
import { expectEveryCueIn, openTranscriptByKeyboard } from '../support/transcripts';

test.describe('the assessor toolkit (PUB-8)', () => {
  for (const width of [1280, 320] as const) {
    test(`hero, anchor bar, walkthrough, guide and contact, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const captions = page.waitForRequest(/assessor-walkthrough\.en\.vtt$/);
      await page.goto('/assessor');
      await expect(page.getByRole('heading', { level: 1, name: 'Assessor Toolkit' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('main').getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
        'href',
        /^mailto:training@studyflow\.example\?subject=Trainer%20Demo$/,
      );
      const bar = page.getByRole('navigation', { name: 'On this page' });
      await expect(bar.getByRole('link')).toHaveText([
        'Video Walkthrough',
        'Recommendation Guide',
        'Licences and Training',
      ]);
      // The player loads when asked for (a first visit pays for the page, not the video), then plays
      // with its captions; focus goes from the button to the player's frame.
      await expect(page.locator('[data-media-player]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Play the walkthrough' }).click();
      await expect(page.getByRole('figure', { name: /walkthrough for assessors$/ })).toBeFocused();
      await expect(page.locator('[data-media-player]')).toBeVisible({ timeout: 20_000 });
      await captions;
      await expect
        .poll(() => page.evaluate(() => document.querySelector('video')?.paused), { timeout: 20_000 })
        .toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await bar.getByRole('link', { name: 'Recommendation Guide' }).click();
      await expect(page).toHaveURL(/#recommendation-guide$/);
      const guide = page.getByRole('heading', { level: 2, name: 'Recommendation Guide' });
      await expect(guide).toBeFocused();
      await expect(guide).toBeInViewport();

      for (const part of ['Who it is for', 'What it does', 'Recommending it']) {
        const trigger = page.getByRole('button', { name: part });
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      }
      await expect(page.getByText(/Recommend Studyflow( Pro)? alongside the software/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
    });
  }

  test('the walkthrough has its described transcript beside it, opened from the keyboard (WCAG 2.2 1.2.3)', async ({
    page,
  }) => {
    await page.goto('/assessor');
    const section = page.getByRole('region', { name: 'Video Walkthrough' });
    await expect(section).toBeVisible({ timeout: 30_000 });
    const transcript = await openTranscriptByKeyboard(page, section);
    await expectEveryCueIn(page, transcript, '/uploads/public/assessor-walkthrough.en.vtt');
    await expect(transcript).toContainText('On screen:');
    for (const slide of [
      'The assessor toolkit',
      'See it in use',
      'Recommend with confidence',
      'Licences and training',
    ])
      await expect(transcript).toContainText(slide);
  });

  test('Download gives the walkthrough video and Download PDF a tagged PDF', async ({ page }) => {
    await page.goto('/assessor');
    const video = page.getByRole('link', { name: 'Download', exact: true });
    await expect(video).toHaveAttribute('download', '', { timeout: 30_000 });
    const videoAnswer = await page.request.get((await video.getAttribute('href')) ?? '');
    expect(videoAnswer.headers()['content-type']).toContain('video/mp4');

    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    const download = page.waitForEvent('download');
    await pdfLink.click();
    expect((await download).suggestedFilename()).toBe('recommendation-guide.pdf');
    const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
    const bytes = await pdf.body();
    const body = bytes.toString('latin1');
    expect(body.startsWith('%PDF-')).toBe(true);
    expect(body).toContain('/StructTreeRoot');
    expect(body).toContain('/Lang (en-GB)');
    // Read back as a reader does (MarkInfo may be an indirect object): tagged, its title shown in
    // the window, identified as PDF/UA-1, and a structure tree that opens with the guide's heading.
    const doc = await openPdf(bytes);
    expect(((await doc.getMarkInfo()) as Map<string, unknown> | null)?.get('Marked')).toBe(true);
    expect((await doc.getViewerPreferences())?.get('DisplayDocTitle')).toBe(true);
    const { info, metadata } = await doc.getMetadata();
    expect(info).toMatchObject({ Title: 'Studyflow Recommendation Guide', Language: 'en-GB' });
    expect(metadata?.get('pdfuaid:part')).toBe('1');
    type Node = { role?: string; children?: Node[] };
    const tree = (await (await doc.getPage(1)).getStructTree()) as Node;
    expect(tree.children?.map((node) => node.role)).toEqual(['Document']);
    expect(tree.children?.[0]?.children?.[0]?.role).toBe('H1');
  });
});
