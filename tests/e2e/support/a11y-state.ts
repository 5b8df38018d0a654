import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import {
  type AccessibilityCheckId,
  CHECKED_VIEWPORTS,
  type CheckedViewport,
} from '@studyflow/contracts/accessibility-checks';
import { axeProblems, type RuleSelection, settled } from './a11y';
import { focusProblems, forcedColoursProblems, motionOver, sidewaysScroll, textCutOff } from './a11y-modes';
import { type Appearance, appearancesFrom, describeAppearance, SettingsTab } from './appearance';
import { ACCESSIBILITY_COMBINATIONS } from './run-summary';

/**
 * One state (a page, dialog, menu or error, as the accessibility spec opens it) checked in every
 * setting, each check only in the settings that can change what it looks at:
 *
 * - axe's colour rules (contrast, a link told from its text by colour) in every colour setting
 *   (both themes, each checked colour pair) at both widths: one page × setting combination each;
 * - every other axe rule (names, roles, ARIA, landmarks, headings, labels, and target size and
 *   scrollable regions, which follow the layout) once at each width, in the setting the state
 *   opened in: colours change none of them, while a width shows other controls (the menu button,
 *   the drawer) and other sizes;
 * - reflow and text spacing at each width, with the same scan;
 * - forced colours once (they replace every colour a setting sets), focus not obscured once at
 *   320 px, and the reduced-motion record once.
 *
 * specs/axe-check.spec.ts plants a defect of each kind that shows in one setting only and sees it
 * reported there.
 */

/** axe's rules whose result depends on the colours on screen. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

const [DESKTOP, ZOOMED] = CHECKED_VIEWPORTS;
if (!DESKTOP || !ZOOMED) throw new Error('CHECKED_VIEWPORTS lists 1280 px, then 320 px');

/** Where a group's states are checked: the test's own record and the tab that changes settings. */
export interface Checks {
  testInfo: TestInfo;
  settings: SettingsTab;
  /** Page × setting combinations scanned so far; reported to the run summary when the test ends. */
  combinations: number;
}

/** What failed: which check, in which setting and width, and what it found. */
export interface StateProblem {
  check: Exclude<AccessibilityCheckId, 'keyboard-journeys'>;
  /** The colour setting, for what depends on it. */
  appearance?: Appearance;
  viewport?: CheckedViewport['id'];
  problem: string;
}

/**
 * The settings tab for a group: a learner's (the account's panel on their profile page) or a
 * guest's (the public header's panel); the colour pairs too unless `colourPairs` is false.
 */
export async function checksFor(
  context: BrowserContext,
  testInfo: TestInfo,
  { colourPairs, guest = false }: { colourPairs: boolean; guest?: boolean },
): Promise<Checks> {
  const checks = {
    testInfo,
    settings: await SettingsTab.open(context, { signedIn: colourPairs && !guest, colourPairs }),
    combinations: 0,
  };
  // Read by the run summary when the test ends, whether it passed or not.
  testInfo.annotations.push({
    type: ACCESSIBILITY_COMBINATIONS,
    get description() {
      return String(checks.combinations);
    },
  });
  return checks;
}

const colourOnly: RuleSelection = { only: COLOUR_RULES };

/**
 * Checks the state the page is in, as the comment at the top says, and answers what failed (an
 * empty list passes). The settings change from the settings tab without reloading; the state ends
 * at the width it opened at.
 */
export async function checkState(page: Page, name: string, checks: Checks): Promise<StateProblem[]> {
  const problems: StateProblem[] = [];
  const opened = page.viewportSize() ?? DESKTOP;
  const ownFirst: CheckedViewport[] = opened.width <= ZOOMED.width ? [ZOOMED, DESKTOP] : [DESKTOP, ZOOMED];
  const appearances = appearancesFrom(checks.settings.appearance, {
    colourPairs: checks.settings.colourPairs,
  });
  const note = (
    check: StateProblem['check'],
    found: string[],
    where: Omit<StateProblem, 'check' | 'problem'>,
  ) => problems.push(...found.map((problem) => ({ check, problem, ...where })));

  let viewport: CheckedViewport = ownFirst[0] ?? DESKTOP;
  for (const [index, appearance] of appearances.entries()) {
    await checks.settings.apply(appearance, page);
    // Widths alternate, so each setting starts at the width the last one ended at.
    for (const width of index % 2 === 0 ? ownFirst : [...ownFirst].reverse()) {
      viewport = width;
      await page.setViewportSize(viewport);
      const where = { appearance, viewport: viewport.id };
      if (index === 0) {
        note('axe', await axeProblems(page), where);
        note('reflow', await sidewaysScroll(page, { settled: true }), where);
        note('text-spacing', await textCutOff(page), where);
      } else {
        note('axe', await axeProblems(page, colourOnly), where);
      }
      checks.combinations += 1;
    }
  }

  // Forced colours at 1280 px and the Tab walk at 320 px, starting with the width the sweep ended at.
  const forced = async () => {
    await page.setViewportSize(DESKTOP);
    note('forced-colours', await forcedColoursProblems(page, checks.testInfo, name), {});
  };
  const focus = async () => {
    // Pages only: an open dialog or menu sits above the top bar, and keeps focus inside itself.
    const overlay = page.getByRole('dialog').or(page.getByRole('alertdialog')).or(page.getByRole('menu'));
    if ((await overlay.count()) > 0) return;
    await page.setViewportSize(ZOOMED);
    // What the new width re-renders (a size observer's swap) lands before the first Tab: landing
    // after it, it moved the focused control off the screen it had just been scrolled onto.
    await settled(page);
    note('focus-not-obscured', await focusProblems(page), {});
  };
  for (const check of viewport.id === DESKTOP.id ? [forced, focus] : [focus, forced]) await check();
  note('reduced-motion', await motionOver(page), {});
  await page.setViewportSize(opened);
  return problems;
}

/** A problem in words, with the setting it appeared in. */
export function describeProblem(
  name: string,
  { check, appearance, viewport, problem }: StateProblem,
): string {
  const where = [appearance && describeAppearance(appearance), viewport].filter(Boolean).join(' · ');
  return `${check} on ${name}${where ? ` (${where})` : ''}: ${problem}`;
}
