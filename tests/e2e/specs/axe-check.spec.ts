import { expectNoAxeViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';

// The suite's accessibility check itself: it must see a violation, also after the page has moved on.
test('the axe check fails on a real violation, and again after a client-side navigation', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  await page.evaluate(() => document.querySelector('main img[src="/favicon.svg"]')?.remove());

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    document.querySelector('main')?.append(button);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
});
