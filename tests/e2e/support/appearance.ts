import type { BrowserContext, Page } from '@playwright/test';
import {
  CHECKED_COLOURS,
  CHECKED_THEMES,
  type CheckedColours,
  type CheckedTheme,
} from '@studyflow/contracts/accessibility-checks';
import { expect } from './fixtures';

/** One of the settings a page is checked in: a theme and a colour pair. */
export interface Appearance {
  theme: CheckedTheme;
  colours: CheckedColours;
}

function themeColours(): CheckedColours {
  const found = CHECKED_COLOURS.find((colours) => colours.preset === null);
  if (!found) throw new Error('CHECKED_COLOURS lists the theme’s own colours');
  return found;
}
const THEME_COLOURS = themeColours();

export const DEFAULT_APPEARANCE: Appearance = { theme: 'light', colours: THEME_COLOURS };

export const describeAppearance = ({ theme, colours }: Appearance): string => `${theme}, ${colours.name}`;

const same = (a: Appearance, b: Appearance) => a.theme === b.theme && a.colours.id === b.colours.id;

/**
 * The settings to check a page in, starting from `from` and changing one thing at a time: the
 * colour pairs go forward in one theme and back in the other, so moving between settings costs
 * one change each and the next page starts where this one ended.
 */
export function appearancesFrom(from: Appearance, { colourPairs }: { colourPairs: boolean }): Appearance[] {
  const colours = colourPairs ? [...CHECKED_COLOURS] : [THEME_COLOURS];
  const themes = [from.theme, ...CHECKED_THEMES.filter((theme) => theme !== from.theme)];
  const startAtEnd = colours.at(-1)?.id === from.colours.id && colours.length > 1;
  const walk: Appearance[] = [];
  themes.forEach((theme, index) => {
    const forward = (index % 2 === 0) !== startAtEnd;
    for (const pair of forward ? colours : [...colours].reverse()) walk.push({ theme, colours: pair });
  });
  const start = walk.findIndex((appearance) => same(appearance, from));
  return start <= 0 ? walk : [...walk.slice(start), ...walk.slice(0, start)];
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeOf = (page: Page) => page.locator('html').getAttribute('data-theme');

/**
 * A second tab of the same browser in which the test changes the settings with the app's own
 * controls (the theme toggle, the accessibility panel's presets and 'Reset to default'), as a
 * learner with two tabs open would. The tab being checked follows without a reload and without
 * signing in again: the theme and a guest's colour pair (kept in the browser) through the browser's
 * storage event, a learner's saved colour pair through the app's message to their other tabs. Whatever dialog or menu that tab has open stays open.
 */
export class SettingsTab {
  private panelOpen = false;

  private constructor(
    private readonly page: Page,
    readonly signedIn: boolean,
    /** Whether the colour pairs are checked too (the themes alone for a learner mid-onboarding). */
    readonly colourPairs: boolean,
    private current: Appearance,
  ) {}

  /**
   * Opens the tab: a learner's profile page (the panel is there) or, for a guest, a public page
   * (the panel is behind the public header's button).
   */
  static async open(
    context: BrowserContext,
    { signedIn, colourPairs }: { signedIn: boolean; colourPairs: boolean },
  ): Promise<SettingsTab> {
    const page = await context.newPage();
    await page.goto(signedIn ? '/dashboard/settings/profile' : '/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const theme = (await themeOf(page)) === 'dark' ? 'dark' : 'light';
    return new SettingsTab(page, signedIn, colourPairs, { theme, colours: THEME_COLOURS });
  }

  get appearance(): Appearance {
    return this.current;
  }

  /** Changes what differs from `target`, then waits until `checked` shows the same colours. */
  async apply(target: Appearance, checked: Page): Promise<void> {
    const changes = target.theme !== this.current.theme || target.colours.id !== this.current.colours.id;
    // A tab in the background gets few animation frames: each tab is brought forward for its work.
    if (changes) await this.page.bringToFront();
    // A guest copy in the browser makes each signed-in tab ask which settings to keep: this tab
    // leaves the question for the checked one (closed without a choice, nothing changes).
    const question = this.page.getByRole('dialog', { name: 'Which settings would you like to keep?' });
    if (changes && (await question.count()) > 0) {
      await question.press('Escape');
      await expect(question).toHaveCount(0);
    }
    if (target.theme !== this.current.theme) {
      await this.closePanel();
      const toggle = this.page.getByRole('button', { name: 'Dark theme' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', String(target.theme === 'dark'));
    }
    if (target.colours.id !== this.current.colours.id) {
      const panel = await this.openPanel();
      // A learner's pair is saved to the account; a guest's is kept in the browser, no call.
      const saved = this.signedIn
        ? this.page.waitForResponse((response) => response.url().includes('/trpc/accessibility.update'))
        : null;
      if (target.colours.preset === null) {
        await panel.getByRole('button', { name: 'Reset to default' }).click();
      } else {
        // React Aria's radio is a visually hidden input inside the swatch's label: the label is
        // what a pointer presses.
        const radio = this.page.getByRole('radio', { name: target.colours.preset, exact: true });
        await panel.locator('label').filter({ has: radio }).click();
        await expect(panel.getByRole('radio', { name: target.colours.preset, exact: true })).toBeChecked();
      }
      if (saved) expect((await saved).ok(), 'the colour pair was saved').toBe(true);
    }
    this.current = target;
    if (changes) await checked.bringToFront();
    const background = await bodyBackground(this.page);
    await expect(checked.locator('html')).toHaveAttribute('data-theme', target.theme);
    await expect
      .poll(() => bodyBackground(checked), { message: 'the checked tab follows', intervals: [20, 50, 100] })
      .toBe(background);
  }

  private async openPanel() {
    const panel = this.page.getByRole('dialog', { name: 'Accessibility settings' });
    if (!this.panelOpen) {
      await this.page.getByRole('button', { name: 'Accessibility settings', exact: true }).click();
      await expect(panel).toBeVisible();
      this.panelOpen = true;
    }
    return panel;
  }

  private async closePanel(): Promise<void> {
    if (!this.panelOpen) return;
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('dialog', { name: 'Accessibility settings' })).toHaveCount(0);
    this.panelOpen = false;
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}
