import type { BrowserContext, Page } from '@playwright/test';
import {
  CHECKED_COLOURS,
  CHECKED_THEMES,
  type CheckedColours,
  type CheckedTheme,
} from '@studyflow/contracts/accessibility-checks';
import { CSRF_HEADER } from '@studyflow/contracts/http';
import { STORAGE_KEYS } from '@studyflow/contracts/storage';
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

/** `#D8F2F2` as the browser reports a computed colour: `rgb(216, 242, 242)`. */
function rgbOf(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}
const PAIR_BACKGROUNDS = CHECKED_COLOURS.flatMap((colours) =>
  colours.background ? [rgbOf(colours.background)] : [],
);
const themeOf = (page: Page) => page.locator('html').getAttribute('data-theme');

/** What one setting change left behind in the settings tab, to make the same change again without its controls. */
interface KeptChange {
  /** The browser-kept value (the theme, or a guest's colour pair); null when the key is absent. */
  stored: string | null;
  /** A learner's colour pair: the save call and the message the app sent to their other tabs. */
  saved?: { url: string; body: string; headers: Record<string, string>; message: unknown };
}

/** The app's channel to a learner's other tabs (lib/session/other-tabs.ts). */
const SESSION_CHANNEL = 'studyflow:session';

/**
 * A second tab of the same browser from which the test changes the settings, as a learner with two
 * tabs open would. The tab being checked follows without a reload and without signing in again: the
 * theme and a guest's colour pair (kept in the browser) through the browser's storage event, a
 * learner's saved colour pair through the app's message to their other tabs. Whatever dialog or
 * menu that tab has open stays open.
 *
 * Each change is made once with the app's own controls (the theme toggle, the accessibility panel's
 * presets and 'Reset to default'); what it left (the stored value, the save call and the message to
 * the other tabs) is kept, and every later change to the same setting repeats those from this tab
 * without touching its controls or bringing it forward. A state is checked in six settings, so this
 * saves five of every six uses of the controls: about 3 s a state, most of this spec's time.
 */
export class SettingsTab {
  private panelOpen = false;
  /** This tab's controls no longer show the setting in force (changes were repeated without them). */
  private controlsStale = false;
  private readonly themes = new Map<CheckedTheme, KeptChange>();
  private readonly pairs = new Map<string, KeptChange>();
  /** The body's colour in each theme with its own colours, as this tab showed it. */
  private readonly themeBackgrounds = new Map<CheckedTheme, string>();

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
    // Hears what the app tells the learner's other tabs, so that it can be said again.
    await page.addInitScript((name) => {
      const heard: unknown[] = [];
      Object.assign(window, { __studyflowHeard: heard });
      new BroadcastChannel(name).onmessage = (event) => heard.push(event.data);
    }, SESSION_CHANNEL);
    await page.goto(signedIn ? '/dashboard/settings/profile' : '/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const theme = (await themeOf(page)) === 'dark' ? 'dark' : 'light';
    const tab = new SettingsTab(page, signedIn, colourPairs, { theme, colours: THEME_COLOURS });
    await tab.keep({ theme: true, colours: !signedIn });
    return tab;
  }

  get appearance(): Appearance {
    return this.current;
  }

  /** Changes what differs from `target`, then waits until `checked` shows the same colours. */
  async apply(target: Appearance, checked: Page): Promise<void> {
    const theme = target.theme !== this.current.theme;
    const colours = target.colours.id !== this.current.colours.id;
    if (!theme && !colours) return;
    const themeKept = this.themes.get(target.theme);
    const pairKept = this.pairs.get(target.colours.id);
    const background = this.background(target);
    if ((!theme || themeKept) && (!colours || pairKept) && background) {
      await this.repeat(theme ? themeKept : undefined, colours ? pairKept : undefined);
      this.current = target;
      await this.followed(checked, target, background);
      return;
    }
    await this.useControls(target, theme, colours);
    await checked.bringToFront();
    const shown = this.background(target);
    if (!shown) throw new Error(`no body colour known for ${describeAppearance(target)}`);
    await this.followed(checked, target, shown);
  }

  /** The body's colour in `target`: a pair's own background, or the theme's as this tab showed it. */
  private background(target: Appearance): string | undefined {
    return target.colours.background
      ? rgbOf(target.colours.background)
      : this.themeBackgrounds.get(target.theme);
  }

  /** Waits until the checked tab shows the setting. */
  private async followed(checked: Page, target: Appearance, background: string): Promise<void> {
    await expect(checked.locator('html')).toHaveAttribute('data-theme', target.theme);
    // Up to 20 s: a page with a video dialog open (its video loading, decoded in software) has
    // taken more than 7 s to redraw on a loaded 2-core machine. The colour is the pair's own now, so
    // waiting longer can only pass once the page shows it.
    await expect
      .poll(() => bodyBackground(checked), {
        message: 'the checked tab follows',
        intervals: [20, 50, 100],
        timeout: 20_000,
      })
      .toBe(background);
  }

  /** Makes a kept change again from this tab, as its controls did: the storage event, the save, the message. */
  private async repeat(theme: KeptChange | undefined, pair: KeptChange | undefined): Promise<void> {
    this.controlsStale = true;
    if (theme) await this.store(STORAGE_KEYS.preferredTheme, theme.stored);
    if (!pair) return;
    if (!pair.saved) {
      await this.store(STORAGE_KEYS.guestAccessibility, pair.stored);
      return;
    }
    const { url, body, headers, message } = pair.saved;
    // From the page, as its own call went: same origin, its cookies, the app's headers.
    const status = await this.page.evaluate(
      async ({ url, body, headers, name, said }) => {
        const response = await fetch(url, { method: 'POST', body, headers });
        if (response.ok) {
          const channel = new BroadcastChannel(name);
          channel.postMessage(said);
          channel.close();
        }
        return response.status;
      },
      { url, body, headers, name: SESSION_CHANNEL, said: message },
    );
    expect(status, 'the colour pair was saved').toBe(200);
  }

  private async store(name: string, value: string | null): Promise<void> {
    await this.page.evaluate(
      ({ name, value }) =>
        value === null ? localStorage.removeItem(name) : localStorage.setItem(name, value),
      { name, value },
    );
  }

  /** Keeps what the setting now in force left behind, for `repeat`. */
  private async keep(
    { theme, colours }: { theme: boolean; colours: boolean },
    saved?: KeptChange['saved'],
  ): Promise<void> {
    const stored = (name: string) => this.page.evaluate((name) => localStorage.getItem(name), name);
    if (theme) this.themes.set(this.current.theme, { stored: await stored(STORAGE_KEYS.preferredTheme) });
    if (colours) {
      this.pairs.set(this.current.colours.id, {
        stored: await stored(STORAGE_KEYS.guestAccessibility),
        ...(saved && { saved }),
      });
    }
    // This tab shows the change once its own colours are there (a first pair loads the code that
    // applies it): a pair its background, the theme's own colours none of the pairs'.
    const shown = this.background(this.current);
    await expect(this.page.locator('html')).toHaveAttribute('data-theme', this.current.theme);
    if (shown) {
      await expect
        .poll(() => bodyBackground(this.page), { message: 'the settings tab shows it' })
        .toBe(shown);
    } else {
      const shownPair = async () => PAIR_BACKGROUNDS.includes(await bodyBackground(this.page));
      await expect.poll(shownPair, { message: 'the settings tab shows the theme’s colours' }).toBe(false);
      this.themeBackgrounds.set(this.current.theme, await bodyBackground(this.page));
    }
  }

  /** Makes the change with the app's own controls in this tab, brought forward for it. */
  private async useControls(target: Appearance, theme: boolean, colours: boolean): Promise<void> {
    if (this.controlsStale) {
      // Its controls show the last setting made with them: a reload shows the one in force.
      this.panelOpen = false;
      await this.page.reload();
      await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      this.controlsStale = false;
    }
    // A tab in the background gets few animation frames: each tab is brought forward for its work.
    await this.page.bringToFront();
    // A guest copy in the browser makes each signed-in tab ask which settings to keep: this tab
    // leaves the question for the checked one (closed without a choice, nothing changes).
    const question = this.page.getByRole('dialog', { name: 'Which settings would you like to keep?' });
    if ((await question.count()) > 0) {
      await question.press('Escape');
      await expect(question).toHaveCount(0);
    }
    if (theme) {
      await this.closePanel();
      const toggle = this.page.getByRole('button', { name: 'Dark theme' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', String(target.theme === 'dark'));
    }
    let saved: KeptChange['saved'];
    if (colours) {
      const panel = await this.openPanel();
      // A learner's pair is saved to the account; a guest's is kept in the browser, no call.
      const saving = this.signedIn
        ? this.page.waitForResponse((response) => response.url().includes('/trpc/accessibility.update'))
        : null;
      const heardBefore = await this.heard();
      if (target.colours.preset === null) {
        await panel.getByRole('button', { name: 'Reset to default' }).click();
      } else {
        // React Aria's radio is a visually hidden input inside the swatch's label: the label is
        // what a pointer presses.
        const radio = this.page.getByRole('radio', { name: target.colours.preset, exact: true });
        await panel.locator('label').filter({ has: radio }).click();
        await expect(panel.getByRole('radio', { name: target.colours.preset, exact: true })).toBeChecked();
      }
      if (saving) {
        const response = await saving;
        expect(response.ok(), 'the colour pair was saved').toBe(true);
        const request = response.request();
        const headers = await request.allHeaders();
        await expect
          .poll(() => this.heard().then((heard) => heard.length))
          .toBeGreaterThan(heardBefore.length);
        saved = {
          url: request.url(),
          body: request.postData() ?? '',
          headers: {
            'content-type': headers['content-type'] ?? 'application/json',
            [CSRF_HEADER]: headers[CSRF_HEADER] ?? '',
          },
          message: (await this.heard()).at(-1),
        };
      }
    }
    this.current = target;
    this.controlsStale = false;
    await this.keep({ theme, colours }, saved);
  }

  /** The messages this tab's app sent to the learner's other tabs so far. */
  private heard(): Promise<unknown[]> {
    return this.page.evaluate(() => (window as unknown as { __studyflowHeard: unknown[] }).__studyflowHeard);
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
