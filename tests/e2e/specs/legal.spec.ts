import { expect, test } from '../support/fixtures';

const BRAND = { study: 'Studyflow', pro: 'Studyflow Pro' };

test.describe('the legal pages (PUB-17)', () => {
  for (const width of [1280, 320] as const) {
    test(`privacy policy, terms and accessibility statement are real pages, reached from the footer, at ${width} px`, {
      tag: '@editions',
    }, async ({ page, edition }) => {
      await page.setViewportSize({ width, height: 900 });
      // From a page the app renders: on the prerendered landing a click can fall in the moment the
      // app replaces the snapshot (pressed on one, released on the other), which the takeover spec
      // in landing.spec.ts is about.
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      const footer = page.getByRole('contentinfo');
      // Each footer link is a target of 24 px or more by itself (WCAG 2.5.8), whatever is near it.
      for (const link of await footer.getByRole('link').all()) {
        expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
      }

      await footer.getByRole('link', { name: 'Privacy policy' }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
      await expect(page).toHaveTitle(`Privacy policy – ${BRAND[edition]}`);

      await footer.getByRole('link', { name: 'Terms of use' }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();

      await footer.getByRole('link', { name: 'Accessibility statement' }).click();
      await expect(page).toHaveURL(/\/accessibility-statement$/);
      await expect(
        page.getByRole('heading', { level: 1, name: `Accessibility statement for ${BRAND[edition]}` }),
      ).toBeVisible();
      // The UK public sector model statement's parts.
      for (const part of [
        'Feedback and contact information',
        'Enforcement procedure',
        'Compliance status',
        'Non-accessible content',
        'Preparation of this accessibility statement',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
      }
      await expect(
        page.getByText(/partially compliant with the Web Content Accessibility Guidelines version 2\.2/),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('sign-up links to the same pages', async ({ page }) => {
    await page.goto('/auth/dsa-licence');
    await expect(page.getByRole('link', { name: /^Terms of use/ }).first()).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: /^Privacy policy/ }).first()).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});
