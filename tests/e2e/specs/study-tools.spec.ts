import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { stepPath } from '../support/learning';
import { openPdf } from '../support/pdf';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const toolGrid = (scope: Page | Locator) => scope.getByRole('list', { name: 'Study tools' });

/** Tabs forward until `target` has focus: the way a keyboard-only learner gets there. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function openTool(page: Page, name: string): Promise<void> {
  await page.goto('/dashboard/study-tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Study Tools' })).toBeVisible({ timeout: 20_000 });
  await toolGrid(page)
    .getByRole('button', { name: `Open ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
}

/** The calendar's events as summary, start and end, read by ical.js (RFC 5545). */
async function calendarEvents(download: Download) {
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { summary: event.summary, start: event.startDate.toString(), end: event.endDate.toString() };
  });
}

/** The PDF's text, extracted by pdfjs. */
async function pdfText(download: Download): Promise<string[]> {
  const doc = await openPdf(new Uint8Array(await readFile(await download.path())));
  const page = await doc.getPage(1);
  return (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).filter(Boolean);
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

test.describe('study tools (study edition)', () => {
  test.use({ signedInAs: 'demo' });
  test.beforeEach(async ({ page, edition }) => {
    test.skip(edition === 'pro', 'the study tools exist only in the study edition');
    await quietAchievements(page);
    await page.goto('/dashboard/learn');
  });

  test('the grid lists the six tools and Coming soon, from the side menu, and a tool opens and closes by mouse', async ({
    page,
  }) => {
    await mainMenu(page).getByRole('link', { name: 'Study Tools' }).click();
    await expect(page).toHaveURL(/\/dashboard\/study-tools$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Study Tools' })).toBeVisible();
    await expect(page).toHaveTitle(/^Study Tools – Studyflow$/);
    const grid = toolGrid(page);
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText([
      'Essay Question Wizard',
      'Essay Calculator',
      'Exam Calculator',
      'Revision Calculator',
      'Productivity Planner',
      'Pomodoro Timer',
      'Coming soon',
    ]);
    await expect(grid).toContainText('Also called Essay Word Wizard');
    await expect(grid).toContainText('Also called Essay Breakdown Calculator');
    await expect(grid.getByRole('button')).toHaveCount(6);

    await grid.getByRole('button', { name: 'Open Essay Question Wizard' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Essay Question Wizard' })).toBeFocused();
    await page.getByRole('button', { name: /^C, \d+ words$/ }).click();
    await expect(page.getByRole('heading', { name: 'Words starting with C' })).toBeVisible();
    await expect(page.getByRole('definition').first()).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Compare' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Contrast' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'X, no words' })).toBeDisabled();
    await page.getByRole('button', { name: 'Back to all tools' }).click();
    await expect(toolGrid(page).getByRole('button', { name: 'Open Essay Question Wizard' })).toBeFocused();
  });

  test('the same panel opens in a modal from a learning page, and works by keyboard', async ({
    page,
    edition,
  }) => {
    await page.goto(stepPath(edition));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const entry = mainMenu(page).getByRole('button', { name: 'Study Tools' });
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Study Tools' });
    await expect(dialog).toBeVisible();
    await expect(toolGrid(dialog).getByRole('heading', { level: 3 })).toHaveCount(7);
    await tabTo(page, dialog.getByRole('button', { name: 'Open Essay Question Wizard' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { level: 3, name: 'Essay Question Wizard' })).toBeFocused();
    // Keyboard only through the letter index: Tab to a letter, Enter shows its words.
    await tabTo(page, dialog.getByRole('button', { name: /^E, \d+ words$/ }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { level: 4, name: 'Words starting with E' })).toBeVisible();
    await expect(dialog.getByRole('term').filter({ hasText: 'Evaluate' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^E, \d+ words$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${stepPath(edition)}$`));
  });

  test('Essay Calculator: plans for a word count, mind maps as PDF, OPML and FreeMind', async ({ page }) => {
    await openTool(page, 'Essay Calculator');
    const planA = page.getByRole('table', { name: 'Plan A' });
    const planB = page.getByRole('table', { name: 'Plan B' });
    await expect(planA).toContainText('Introduction100');
    await expect(planB).toContainText('Main body700');
    // Keyboard: the select opens with Enter; the arrows pick 2500.
    await tabTo(page, page.getByRole('button', { name: /Word count/ }));
    await page.keyboard.press('Enter');
    const options = page.getByRole('option');
    await expect(options).toHaveText([
      '1000',
      '1500',
      '2000',
      '2500',
      '3000',
      '3500',
      '4000',
      '4500',
      '5000',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(planA.getByRole('row')).toHaveText([
      'PartWords',
      'Introduction250',
      'Main body2000',
      'Conclusion250',
      'Total2500',
    ]);
    await expect(planB.getByRole('row')).toHaveText([
      'PartWords',
      'Introduction375',
      'Main body1750',
      'Conclusion375',
      'Total2500',
    ]);
    await expect(
      page.getByText(
        /MindManager \(\.mmap\), MindView \(\.mvdx\) and Inspiration \(\.isf\) files are not offered/,
      ),
    ).toBeVisible();

    const pdf = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF of plan B' }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toBe('Essay Plan 2500 words - B.pdf');
    const text = await pdfText(pdfFile);
    expect(text.slice(0, 2)).toEqual(['Essay Plan 2500 words - B', 'Introduction: 375 words']);
    expect(text).toContain('Main body: 1750 words');
    expect(text).toContain('Conclusion: 375 words');

    const opml = page.waitForEvent('download');
    await tabTo(page, page.getByRole('link', { name: 'Download OPML of plan A' }));
    await page.keyboard.press('Enter');
    const opmlFile = await opml;
    expect(opmlFile.suggestedFilename()).toBe('Essay Plan 2500 words - A.opml');
    const outline = await readFile(await opmlFile.path(), 'utf8');
    expect(outline).toContain('<opml version="2.0">');
    expect(outline).toContain('<outline text="Main body: 2000 words">');

    const mm = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download FreeMind (.mm) of plan A' }).click();
    const mmFile = await mm;
    expect(mmFile.suggestedFilename()).toBe('Essay Plan 2500 words - A.mm');
    expect(await readFile(await mmFile.path(), 'utf8')).toMatch(
      /^<map version="1.0.1">\n {2}<node TEXT="Essay Plan 2500 words - A">/,
    );
  });

  // The name's default, the bounds of each count and the refusal while the start is after the end:
  // components/exam-calculator.test.tsx.
  test('Exam Calculator: the schedule opens in a new tab, prints and exports .ics', async ({
    page,
    context,
  }) => {
    await openTool(page, 'Exam Calculator');
    await page.getByRole('textbox', { name: 'Exam name' }).fill('History');
    await page.getByLabel('Exam date').fill('2026-12-01');
    await page.getByLabel('Start time').fill('09:00');
    await page.getByLabel('End time').fill('12:00');
    await page.getByRole('spinbutton', { name: 'Number of questions' }).fill('4');
    await page.getByRole('spinbutton', { name: /^Planning time/ }).fill('5');
    await page.getByRole('spinbutton', { name: /^Proofreading time/ }).fill('5');
    const [schedule] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Calculate' }).click(),
    ]);
    await expect(schedule).toHaveURL(
      /\/dashboard\/examschedule\/History\/2026-12-01\/09%3A00\/12%3A00\/4\/5\/5$/,
    );
    await expect(schedule.getByRole('heading', { level: 1 })).toHaveText('Exam schedule: History', {
      timeout: 20_000,
    });
    await expect(
      schedule.getByText('2026-12-01, 09:00 to 12:00. 40 minutes for each question.'),
    ).toBeVisible();
    const rows = schedule.getByRole('row');
    await expect(rows).toHaveCount(15);
    await expect(rows.nth(1)).toHaveText('09:00–09:10Read the paper and choose your questions');
    await expect(rows.nth(2)).toHaveText('09:10–09:15Question 1: plan');
    await expect(rows.nth(3)).toHaveText('09:15–09:45Question 1: start writing');
    await expect(rows.nth(4)).toHaveText('09:45–09:50Question 1: proofread');
    await expect(rows.nth(14)).toHaveText('11:50–12:00Final proofread of all answers');
    await expect(schedule.getByRole('button', { name: 'Print' })).toBeVisible();
    await schedule.emulateMedia({ media: 'print' });
    await expect(schedule.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(rows.nth(14)).toBeVisible();
    await schedule.emulateMedia({ media: 'screen' });

    const ics = schedule.waitForEvent('download');
    await schedule.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    const file = await ics;
    expect(file.suggestedFilename()).toBe('History.ics');
    const events = await calendarEvents(file);
    expect(events).toHaveLength(14);
    expect(events[0]).toEqual({
      summary: 'Read the paper and choose your questions',
      start: '2026-12-01T09:00:00',
      end: '2026-12-01T09:10:00',
    });
    expect(events[13]).toEqual({
      summary: 'Final proofread of all answers',
      start: '2026-12-01T11:50:00',
      end: '2026-12-01T12:00:00',
    });
    await schedule.close();
  });

  test('Exam Calculator by keyboard only', async ({ page, context }) => {
    await openTool(page, 'Exam Calculator');
    await tabTo(page, page.getByRole('textbox', { name: 'Exam name' }));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Biology');
    await tabTo(page, page.getByRole('spinbutton', { name: 'Number of questions' }));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2');
    await tabTo(page, page.getByRole('button', { name: 'Calculate' }));
    const [schedule] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await expect(schedule).toHaveURL(
      /\/dashboard\/examschedule\/Biology\/\d{4}-\d{2}-\d{2}\/09%3A00\/12%3A00\/2\/5\/5$/,
    );
    await expect(schedule.getByRole('heading', { level: 1 })).toHaveText('Exam schedule: Biology', {
      timeout: 20_000,
    });
    await expect(schedule.getByRole('row')).toHaveCount(1 + 2 + 2 * 3);
    await expect(schedule.getByText(/80 minutes for each question/)).toBeVisible();
    const ics = schedule.waitForEvent('download');
    await tabTo(schedule, schedule.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await schedule.keyboard.press('Enter');
    expect(await calendarEvents(await ics)).toHaveLength(8);
    await schedule.close();
  });

  // The result's words, the rounding to half days, the 1000-topic bound and a past date:
  // components/revision-calculator.test.tsx and calculators.test.ts.
  test('Revision Calculator: days per topic for an exam ahead, exported as .ics', async ({ page }) => {
    await openTool(page, 'Revision Calculator');
    const status = page.getByRole('status').filter({ hasText: 'Days per topic' });
    const inTwenty = new Date();
    inTwenty.setDate(inTwenty.getDate() + 20);
    await page.getByLabel('Exam date').fill(isoDate(inTwenty));
    await page.getByRole('spinbutton', { name: 'Number of topics' }).fill('10');
    await expect(status).toContainText('2 days');

    const ics = page.waitForEvent('download');
    await tabTo(page, page.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await page.keyboard.press('Enter');
    const events = await calendarEvents(await ics);
    // 10 topics x 2 days, one all-day block per day, then the exam itself.
    expect(events).toHaveLength(21);
    expect(events[0]).toMatchObject({ summary: 'Revise topic 1', start: `${isoDate(new Date())}T09:00:00` });
    expect(events.at(-1)).toMatchObject({ summary: 'Exam: Revision Calculator', start: isoDate(inTwenty) });
  });

  test('Pomodoro Timer: wall-clock countdown, pause, alarm and notifications, breaks, title states', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      const tones = { count: 0 };
      Object.assign(window, { __notifications: seen, __tones: tones });
      class RecordingNotification {
        static permission = 'granted';
        static requestPermission = async () => 'granted';
        constructor(title: string) {
          seen.push(title);
        }
      }
      Object.assign(window, { Notification: RecordingNotification });
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        tones.count += 1;
        return create.call(this);
      };
    });
    await page.clock.install();
    await openTool(page, 'Pomodoro Timer');
    const timer = page.getByRole('timer', { name: 'Time left' });
    await expect(timer).toHaveText('25:00');
    await expect(page).toHaveTitle('25:00 Time to focus');
    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    // Keyboard: Tab to Start, Enter.
    await tabTo(page, page.getByRole('button', { name: 'Start' }));
    await page.keyboard.press('Enter');
    await page.clock.runFor(61_000);
    await expect(timer).toHaveText('23:59');
    await expect(page).toHaveTitle('23:59 Time to focus');
    // The polite announcement speaks whole minutes, not seconds.
    await expect(page.getByRole('status').filter({ hasText: 'minutes left' })).toHaveText(
      '24 minutes left: Pomodoro.',
    );

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(5 * 60_000);
    await expect(timer).toHaveText('23:59');
    await expect(page).toHaveTitle('23:59 (Paused)');
    await page.getByRole('button', { name: 'Start' }).click();

    // A long sleep in the background: the clock jumps, the timer is still right.
    await page.clock.fastForward('23:59');
    await expect(
      page.getByRole('alert').filter({ hasText: '25 minutes have passed, choose a break time!' }),
    ).toBeVisible();
    await expect(timer).toHaveText('00:00');
    expect(
      await page.evaluate(() => (window as unknown as { __notifications: string[] }).__notifications),
    ).toEqual(['25 minutes have passed, choose a break time!']);
    expect(
      await page.evaluate(() => (window as unknown as { __tones: { count: number } }).__tones.count),
    ).toBe(3);
    const shortBreak = page.getByRole('button', { name: 'Short break' }).last();
    await expect(shortBreak).toBeFocused();
    await expect(timer).toHaveText('00:00');
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('05:00 Break Time');
    await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await page.clock.runFor(60_000);
    await expect(page).toHaveTitle('04:00 Break Time');

    await page.getByRole('button', { name: 'End break' }).click();
    await expect(page).toHaveTitle('25:00 Time to focus');
    await page.clock.runFor(2_000);
    await expect(timer).toHaveText('24:58');

    await page.getByRole('button', { name: 'Long break', exact: true }).click();
    await expect(timer).toHaveText('15:00');
    await page.clock.fastForward('15:01');
    await expect(page.getByRole('alert').filter({ hasText: 'Break is over, start pomodoro!' })).toBeVisible();
    await expect(timer).toHaveText('25:00');
    expect(
      await page.evaluate(() => (window as unknown as { __notifications: string[] }).__notifications),
    ).toEqual(['25 minutes have passed, choose a break time!', 'Break is over, start pomodoro!']);
    expect(
      await page.evaluate(() => (window as unknown as { __tones: { count: number } }).__tones.count),
    ).toBe(5);

    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(3_000);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(timer).toHaveText('25:00');
    await page.clock.runFor(3_000);
    await expect(timer).toHaveText('25:00');
  });

  test('Productivity Planner: a week of study blocks kept on the server, by keyboard', async ({ page }) => {
    await openTool(page, 'Productivity Planner');
    const week = page.getByRole('list', { name: 'Your week' });
    await expect(week.getByRole('heading', { level: 3 })).toHaveText([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await page.getByRole('button', { name: 'Add block' }).click();
    await expect(page.getByText('Enter what you will study (up to 80 characters).')).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: /^Monday/ }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('textbox', { name: 'What you will study' }));
    await page.keyboard.type('Read chapter 3');
    await page.keyboard.press('Enter');
    const wednesday = week
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Wednesday' }) });
    await expect(wednesday).toContainText('09:00–10:00 Read chapter 3');

    await page.reload();
    await page.getByRole('button', { name: 'Open Productivity Planner' }).click();
    await expect(wednesday).toContainText('09:00–10:00 Read chapter 3');
    // On paper only the week shows: no menu, no form.
    await page.emulateMedia({ media: 'print' });
    await expect(wednesday).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add block' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await wednesday.getByRole('button', { name: 'Remove Read chapter 3, Wednesday 09:00' }).click();
    await expect(wednesday).toContainText('Nothing planned.');
  });
});

test.describe('study tools (Pro)', () => {
  test('are not offered, and their addresses lead to the Pro dashboard', { tag: '@editions' }, async ({
    page,
    edition,
    demoSession,
  }) => {
    test.skip(edition !== 'pro', 'Pro only');
    await quietAchievements(page);
    await demoSession();
    await page.goto('/dashboard/software');
    await expect(mainMenu(page).getByText('Study Tools')).toHaveCount(0);
    await page.goto('/dashboard/study-tools');
    await expect(page).toHaveURL(/\/dashboard\/software$/, { timeout: 20_000 });
    await page.goto('/dashboard/examschedule/History/2026-12-01/09%3A00/12%3A00/4/5/5');
    await expect(page).toHaveURL(/\/dashboard\/software$/, { timeout: 20_000 });
    await page.goto(stepPath(edition));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(mainMenu(page).getByText('Study Tools')).toHaveCount(0);
  });
});
