import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { scanAxe } from '../support/a11y';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { FIRST_STEP, stepPath, VIDEO_STEP } from '../support/learning';
import { seedLearner, signInByApi, stackOf, trpc } from '../support/session';

/**
 * Offline learning (docs/decisions.md, "Offline learning"): the service worker keeps the app and
 * the learner's steps, favourites and notes for reading; notes written offline wait in the browser
 * and reach the server once when the connection returns. The rest of the suite blocks workers.
 */
test.use({ serviceWorkers: 'allow' });

const DATA_CACHE = 'studyflow-learner-data-v2';
const SIGN_OUT_PENDING = 'studyflow:sign-out-pending';
const OFFLINE_TEXT =
  "You're offline. Steps you've opened, your favourites and notes are here to read; notes you write will be sent when you're back online.";

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const notesDialog = (page: Page) => page.getByRole('dialog', { name: 'Notes' });

/** Waits until the service worker looks after the page, so what it asks next is kept. */
async function workerInCharge(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 60_000,
  });
}

async function openNotes(page: Page) {
  await mainMenu(page).getByRole('button', { name: 'Notes' }).click();
  const dialog = notesDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openStep(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 30_000 });
}

/** The learner's notes as the server has them, asked with the browser's own session. */
async function serverNotes(context: BrowserContext, testInfo: TestInfo): Promise<string[]> {
  const notes = await trpc<{ content: string }[]>(context.request, testInfo, 'query', 'notes.list');
  return notes.map((note) => note.content).sort();
}

/** Every address the browser's caches hold for this origin. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(`${name} ${request.url}`);
    }
    return urls;
  });

/**
 * The learner-data answers the worker keeps (steps, notes, favourites…), beside the start-up pair
 * (the edition, and who is signed in: a guest's start keeps "nobody").
 */
const keptData = async (page: Page) =>
  (await cachedUrls(page)).filter((url) => url.startsWith(DATA_CACHE) && !url.includes('config.get'));

/** localStorage keys of this origin that belong to a learner (all but device and guest settings). */
const learnerKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) =>
      /^studyflow:(journal-draft|planner|read-aloud|note-queue|shortcuts|learning-days|weekly-goal):(?!anonymous)/.test(
        key,
      ),
    ),
  );

/** What the browser keeps of queued notes (localStorage values), every learner's. */
const queuedValues = (page: Page) =>
  page.evaluate(() =>
    Object.entries(localStorage)
      .filter(([key]) => key.startsWith('studyflow:note-queue:'))
      .map(([, value]) => value),
  );

/**
 * How many note-queue keys this browser keeps (IndexedDB, lib/storage/learner-keys.ts). Looked up
 * only if the database exists: opening it here would create it without its store.
 */
const queueKeysKept = (page: Page) =>
  page.evaluate(async () => {
    const name = 'studyflow-learner-keys';
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return 0;
    return new Promise<number>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const database = request.result;
        const count = database.transaction('keys').objectStore('keys').count();
        count.onsuccess = () => {
          database.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error);
      };
    });
  });

/** Who the server says the browser's cookie belongs to, asked with the browser's own cookies. */
const signedInAs = async (context: BrowserContext, testInfo: TestInfo) =>
  (await trpc<{ email: string } | null>(context.request, testInfo, 'query', 'auth.authorize'))?.email ?? null;

test.describe('offline learning', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    await quietAchievements(page);
  });

  test('a visited step, the favourites and the notes read offline, with a calm banner @editions', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    const step = FIRST_STEP[edition];
    await seedLearner(context, testInfo, {
      firstName: 'Olive',
      visitedSteps: [stepPath(edition)],
      favouriteSteps: [stepPath(edition)],
      notes: [{ step: stepPath(edition), content: 'Underline the instruction word' }],
    });
    await openStep(page, stepPath(edition), step.name);
    await workerInCharge(page);
    // Now through the worker: the step, the favourites and the notes.
    await openStep(page, stepPath(edition), step.name);
    await openStep(page, `/favourites${stepPath(edition)}`, step.name);
    await expect(
      page
        .getByRole('navigation', { name: 'Your favourite steps' })
        .getByRole('link', { name: new RegExp(step.name) }),
    ).toBeVisible();
    await expect((await openNotes(page)).getByRole('list', { name: 'Your notes' })).toContainText(
      'Underline the instruction word',
    );
    await page.keyboard.press('Escape');
    // No guest page is ever kept: the app's own index.html is the shell.
    expect((await cachedUrls(page)).filter((url) => url.includes('/prerendered/'))).toEqual([]);

    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: "You're offline." });
    await expect(banner).toHaveText(OFFLINE_TEXT);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.name, { timeout: 30_000 });
    await expect(banner).toHaveText(OFFLINE_TEXT);
    await openStep(page, stepPath(edition), step.name);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect((await openNotes(page)).getByRole('list', { name: 'Your notes' })).toContainText(
      'Underline the instruction word',
    );
    await page.keyboard.press('Escape');
    await expect(notesDialog(page)).toHaveCount(0);

    // Closed, the banner stays closed until the connection drops again.
    await page.getByRole('button', { name: 'Close the offline message' }).click();
    await expect(banner).toHaveCount(0);
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(banner).toHaveText(OFFLINE_TEXT);
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);

    // Signing out leaves nothing of this learner to read on a shared computer.
    expect((await cachedUrls(page)).some((url) => url.startsWith(DATA_CACHE))).toBe(true);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(async () => (await cachedUrls(page)).filter((url) => url.startsWith(DATA_CACHE)))
      .toEqual([]);
  });

  test('a note written and one edited offline wait, then reach the server once, from two tabs', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    const step = FIRST_STEP[edition];
    await seedLearner(context, testInfo, {
      firstName: 'Quinn',
      visitedSteps: [stepPath(edition)],
      notes: [{ step: stepPath(edition), content: 'Check the word limit' }],
    });
    await openStep(page, stepPath(edition), step.name);
    await workerInCharge(page);
    await openStep(page, stepPath(edition), step.name);
    await openNotes(page);
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    let dialog = await openNotes(page);
    const field = dialog.getByRole('textbox', { name: `New note on “${step.name}”` });
    await field.fill('Written on the train');
    await field.press('Enter');
    await expect(field).toHaveValue('');
    const unsent = dialog.getByRole('list', { name: 'Notes waiting to send' });
    await expect(unsent.getByRole('listitem')).toHaveCount(1);
    await expect(unsent.getByRole('listitem')).toContainText('Written on the train');
    await expect(unsent.getByRole('listitem')).toContainText('Waiting to send');

    const notes = dialog.getByRole('list', { name: 'Your notes' });
    const seeded = notes.getByRole('listitem').filter({ hasText: 'Check the word limit' });
    await seeded.getByRole('button', { name: /actions$/ }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = dialog.getByRole('textbox', { name: 'Edit note' });
    await edit.fill('Check the word limit twice');
    await edit.press('Enter');
    const edited = notes.getByRole('listitem').filter({ hasText: 'Check the word limit twice' });
    await expect(edited).toContainText('Waiting to send');

    // Still offline, a reload keeps both: nothing written is lost.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.name, { timeout: 30_000 });
    dialog = await openNotes(page);
    await expect(dialog.getByRole('list', { name: 'Notes waiting to send' })).toContainText(
      'Written on the train',
    );
    await expect(dialog.getByRole('list', { name: 'Your notes' })).toContainText(
      'Check the word limit twice',
    );
    await page.keyboard.press('Escape');

    // A second tab of the same learner: both see the connection return, the server gets each once.
    const second = await context.newPage();
    await openStep(second, stepPath(edition), step.name);
    await context.setOffline(false);

    dialog = await openNotes(page);
    await expect(dialog.getByText('Waiting to send')).toHaveCount(0, { timeout: 30_000 });
    await expect(dialog.getByRole('list', { name: 'Notes waiting to send' })).toHaveCount(0);
    await expect(dialog.getByRole('list', { name: 'Your notes' })).toContainText('Written on the train');
    await expect
      .poll(async () => serverNotes(context, testInfo))
      .toEqual(['Check the word limit twice', 'Written on the train']);
    await page.reload();
    dialog = await openNotes(page);
    await expect(dialog.getByRole('list', { name: 'Your notes' }).getByRole('listitem')).toHaveCount(2);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('studyflow:note-queue:')),
      ),
    ).toEqual([]);
    await second.close();
  });

  test('a guest still gets the prerendered landing while the worker is in charge', async ({ page }) => {
    await page.goto('/');
    await workerInCharge(page);
    // The snapshot has the page in its HTML; index.html (the signed-in app's shell) has an empty root.
    const again = await page.goto('/');
    expect(await again?.text()).toMatch(/<div id="root"[^>]*>\s*<[^/]/);
    expect((await cachedUrls(page)).filter((url) => url.includes('/prerendered/'))).toEqual([]);
  });

  test('a video is never kept: offline it is not there, and no upload is in any cache', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    const step = VIDEO_STEP[edition];
    await seedLearner(context, testInfo, { firstName: 'Vic' });
    await openStep(page, step.path, step.name);
    await workerInCharge(page);
    const media: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/uploads/')) {
        media.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
      }
    });
    await openStep(page, step.path, step.name);
    const source = await page
      .locator('video')
      .first()
      .evaluate((video: HTMLVideoElement) => video.currentSrc || video.src, undefined, { timeout: 30_000 });
    expect(source).toMatch(/\/uploads\//);
    // Played through the worker's page, the video still comes from the network, never the worker.
    await page.evaluate(async (url) => {
      await fetch(url, { headers: { range: 'bytes=0-1023' } });
    }, source);
    await expect.poll(() => media.length).toBeGreaterThan(0);
    expect(media.filter((answer) => answer.fromWorker)).toEqual([]);

    // Offline, with the browser's own HTTP cache left aside, nothing answers for it.
    await context.setOffline(true);
    expect(
      await page.evaluate(
        (url) =>
          fetch(url, { cache: 'no-store' }).then(
            () => 'served',
            () => 'not there',
          ),
        source,
      ),
    ).toBe('not there');
    expect((await cachedUrls(page)).filter((url) => /\/uploads\/|\.(mp4|webm|vtt)\b/.test(url))).toEqual([]);
    await context.setOffline(false);
  });

  test('a sign-out with the network off takes effect once back online: the next person finds nothing', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    const step = FIRST_STEP[edition];
    const learner = await seedLearner(context, testInfo, {
      firstName: 'Lib',
      visitedSteps: [stepPath(edition)],
    });
    await openStep(page, stepPath(edition), step.name);
    await workerInCharge(page);
    await openStep(page, stepPath(edition), step.name);
    await page.evaluate(() => localStorage.setItem('studyflow:weekly-goal:someone', '{}'));
    expect(await keptData(page)).not.toEqual([]);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await keptData(page)).toEqual([]);
    expect(await learnerKeys(page)).toEqual([]);
    // Not answered: remembered, and the server session still lives.
    expect(await page.evaluate((key) => localStorage.getItem(key), SIGN_OUT_PENDING)).not.toBeNull();
    expect(await signedInAs(context, testInfo)).toBe(learner.email);

    // The next person: online again, the sign-out is completed before anything else.
    await context.setOffline(false);
    await expect.poll(() => signedInAs(context, testInfo), { timeout: 20_000 }).toBeNull();
    await page.goto(stepPath(edition));
    await expect(page.getByRole('heading', { level: 1, name: step.name })).toHaveCount(0);
    expect(await keptData(page)).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), SIGN_OUT_PENDING)).toBeNull();
  });

  test('a session ended elsewhere, then a deleted account: nothing of either learner stays offline', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    const step = FIRST_STEP[edition];
    await seedLearner(context, testInfo, { firstName: 'Ela', visitedSteps: [stepPath(edition)] });
    await openStep(page, stepPath(edition), step.name);
    await workerInCharge(page);
    await openStep(page, stepPath(edition), step.name);
    expect(await keptData(page)).not.toEqual([]);
    // Ended from another device: the next start hears "nobody" and forgets what was kept.
    await trpc(context.request, testInfo, 'mutation', 'auth.signOut');
    await page.reload();
    await expect.poll(() => keptData(page)).toEqual([]);

    await seedLearner(context, testInfo, { firstName: 'Del', visitedSteps: [stepPath(edition)] });
    await openStep(page, stepPath(edition), step.name);
    await openStep(page, stepPath(edition), step.name);
    expect(await keptData(page)).not.toEqual([]);
    await page.evaluate(() => localStorage.setItem('studyflow:planner:someone', '[]'));
    await page.goto('/dashboard/settings/profile');
    await page.getByRole('button', { name: 'Delete my account' }).click({ timeout: 20_000 });
    await page
      .getByRole('alertdialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Delete my account for good' })
      .click();
    await expect(page).toHaveURL(/\/account-deleted$/);
    expect(await keptData(page)).toEqual([]);
    expect(await learnerKeys(page)).toEqual([]);

    // Offline, the deleted learner's step is not there: the offline page says what is kept (nothing).
    await context.setOffline(true);
    await page.goto(stepPath(edition));
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('No steps have been kept on this device yet.')).toBeVisible();
    await context.setOffline(false);
  });

  test("learner A's queued note waits while the browser is signed in as learner B, unreadable after sign-out", async ({
    page,
    context,
    edition,
  }, testInfo) => {
    const step = FIRST_STEP[edition];
    const ari = await seedLearner(context, testInfo, { firstName: 'Ari', visitedSteps: [stepPath(edition)] });
    await openStep(page, stepPath(edition), step.name);
    await workerInCharge(page);
    await openStep(page, stepPath(edition), step.name);
    await context.setOffline(true);
    const dialog = await openNotes(page);
    const field = dialog.getByRole('textbox', { name: `New note on “${step.name}”` });
    await field.fill("Ari's note from the train");
    await field.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Notes waiting to send' })).toContainText(
      'Waiting to send',
    );

    // Meanwhile learner B signs in on this browser (another tab, say): the cookie is B's now.
    const second = await seedLearner(context, testInfo, { firstName: 'Bea' });
    await context.setOffline(false);
    await expect(
      dialog.getByText(
        "Not sent yet: this browser is no longer signed in as you. They will be sent the next time you're signed in here.",
      ),
    ).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('list', { name: 'Notes waiting to send' })).toContainText(
      "Ari's note from the train",
    );
    await scanAxe(page, { state: 'the notes dialog with notes waiting for their learner' });
    expect(await signedInAs(context, testInfo)).toBe(second.email);
    expect(await serverNotes(context, testInfo)).toEqual([]);
    // Kept encrypted: no word of the note in the browser's storage, its key kept while Ari is signed in.
    expect(await queuedValues(page)).toHaveLength(1);
    expect((await queuedValues(page)).join('')).not.toContain("Ari's note");
    expect(await queueKeysKept(page)).toBe(1);

    // A sign-out forgets the key; the note stays, still unreadable to the next person.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => queueKeysKept(page)).toBe(0);
    const kept = await queuedValues(page);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^\{"v":2,"iv":"[^"]+","data":"[^"]+"\}$/);
    expect(kept[0]).not.toContain("Ari's note");
    expect(kept[0]).not.toContain(step.name);

    // Ari back: the server gives the same key, the note opens and reaches the server under Ari's session.
    await signInByApi(context.request, stackOf(testInfo).baseURL, ari.email, ari.password);
    await openStep(page, stepPath(edition), step.name);
    await expect
      .poll(() => serverNotes(context, testInfo), { timeout: 30_000 })
      .toEqual(["Ari's note from the train"]);
    await expect.poll(() => queuedValues(page)).toEqual([]);
  });

  test("a first visit's step reads offline after a reload; a step never opened shows the offline page", async ({
    page,
    context,
    edition,
  }, testInfo) => {
    const step = FIRST_STEP[edition];
    await seedLearner(context, testInfo, { firstName: 'Neo', visitedSteps: [stepPath(edition)] });
    // Every asking for this step that records a visit (STP-9), the page's and the worker's.
    const tracked: string[] = [];
    context.on('request', (request) => {
      const address = decodeURIComponent(request.url());
      if (address.includes(`"stepSlug":"${step.step}"`) && address.includes('"trackSession":true'))
        tracked.push(address);
    });
    // The first visit: the worker installs while the step is on screen, and keeps what it asked.
    await openStep(page, stepPath(edition), step.name);
    await workerInCharge(page);
    // Kept, each asked again through the worker at once: the step, its module and the start-up
    // batch (an offline start without the last never gets past the session check).
    await expect
      .poll(async () => {
        const kept = (await cachedUrls(page)).filter((url) => url.startsWith(DATA_CACHE));
        return ['steps.get', 'learningModules.get', 'auth.authorize'].every((call) =>
          kept.some((url) => url.includes(call)),
        );
      })
      .toBe(true);
    // Asked again only to be kept, the step records no second visit.
    expect(tracked).toHaveLength(1);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.name, { timeout: 30_000 });

    // Another step, never opened: its data is not kept.
    await page.goto(VIDEO_STEP[edition].path);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Oh no! Something unexpected happened.')).toHaveCount(0);
    const kept = page
      .getByRole('list', { name: "Steps you've opened" })
      .getByRole('link', { name: step.name });
    await expect(kept).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your favourites' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your notes' })).toBeVisible();
    await scanAxe(page, { state: 'the offline page' });
    await kept.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.name, { timeout: 30_000 });
    await context.setOffline(false);
  });
});
