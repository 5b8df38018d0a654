import { type BrowserContext, expect, type Page } from '@playwright/test';

/** Calls a tRPC procedure from inside the page, as the web app would (same origin, CSRF header). */
export async function call<T>(
  page: Page,
  kind: 'query' | 'mutation',
  procedure: string,
  input?: unknown,
): Promise<T> {
  const answer = await page.evaluate(
    async ({ kind, procedure, input }) => {
      const headers = { 'x-studyflow-csrf': '1', 'content-type': 'application/json' };
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      const response =
        kind === 'query'
          ? await fetch(`/trpc/${procedure}${query}`, { headers })
          : await fetch(`/trpc/${procedure}`, {
              method: 'POST',
              headers,
              body: JSON.stringify(input ?? null),
            });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { kind, procedure, input },
  );
  expect(answer.status, `${procedure}: ${JSON.stringify(answer.body)}`).toBe(200);
  return (answer.body as { result: { data: T } }).result.data;
}

/**
 * For tests that are not about achievement toasts: marks every badge id a fresh test database can
 * hold as already announced, so no 'Achievement unlocked.' toast covers what the test clicks.
 */
export async function quietAchievements(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const ids = Array.from({ length: 400 }, (_, index) => index + 1);
    window.localStorage.setItem('studyflow:shown-achievements', JSON.stringify(ids));
  });
}

/** The seeded learner's dark-mode banner and toasts aside, the signed-in shell is ready. */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}
