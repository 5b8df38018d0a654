import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The very axe-core that @axe-core/playwright runs (its dependency, found through it).
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * Which of axe's rules a scan runs: all of them, or only `only` (rule ids). The
 * accessibility spec runs the rules that depend on colours in every colour setting and the rest
 * once per width (support/a11y-state.ts).
 */
export interface RuleSelection {
  only?: readonly string[];
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe in the page's document, injected once per document. AxeBuilder injects axe (~550 KB) on
 * every check and opens a blank page to merge the frames' results: ~2 s a check on the 2-core CI
 * machine against ~0.1–0.3 s here, over ~400 checks a run. The app renders no frames; a page that
 * does have one is checked by AxeBuilder, which looks inside frames.
 *
 * One call to the page does it all (frames looked for, the page settled, axe run): a state is
 * scanned a dozen times, and each call to the page costs a round trip on a busy machine.
 */
async function violationsOf(page: Page, rules: RuleSelection = {}): Promise<Violation[]> {
  const found = await page.evaluate(inPage, { tags: TAGS, only: rules.only ? [...rules.only] : undefined });
  if (found === 'frames') {
    let builder = new AxeBuilder({ page }).withTags(TAGS);
    if (rules.only) builder = builder.withRules([...rules.only]);
    const results = await builder.analyze();
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }
  if (found !== 'no axe') return found;
  await page.evaluate(`${axeSource};\nwindow.__studyflowSettle = ${settle.toString()};`);
  const again = await page.evaluate(inPage, { tags: TAGS, only: rules.only ? [...rules.only] : undefined });
  if (typeof again === 'string') throw new Error(`axe did not run: ${again}`);
  return again;

  async function inPage({ tags, only }: { tags: string[]; only?: string[] }) {
    if (document.querySelector('iframe, frame')) return 'frames' as const;
    type AxeNode = { target: string[] };
    type AxeViolation = { id: string; impact?: string | null; help: string; nodes: AxeNode[] };
    const { axe } = window as unknown as {
      axe?: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    };
    const { __studyflowSettle: settle } = window as unknown as { __studyflowSettle?: () => Promise<void> };
    if (!axe || !settle) return 'no axe' as const;
    await settle();
    const results = await axe.run(document, {
      runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }
}

/**
 * In the page: waits two frames, then for the page's finite transitions and animations to end (a
 * theme switch fades colours, a dialog fades in), at most 3 s: colour contrast measured mid-fade is
 * neither colour's. Endless ones (a loading shimmer) are not waited for.
 */
async function settle(): Promise<void> {
  // What follows a resize or a settings change lands first: a size observer runs after the
  // frame's layout, after this frame's animation callbacks, and the re-render it asks for is a
  // task after that frame, so the second frame is where it has been drawn.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const finite = document
    .getAnimations()
    .filter((animation) =>
      Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
    );
  const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3000))]);
}

/** The page settled, as `settle` says. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(settle);
}

/** What axe finds on the page as it is now, in words (an empty list passes). */
export async function axeProblems(page: Page, rules: RuleSelection = {}): Promise<string[]> {
  return (await violationsOf(page, rules)).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`,
  );
}

/**
 * WCAG 2.2 A/AA rules; any violation fails the test with a readable list. `soft` lets a test that
 * scans many states go on and report them all; `state` names what was scanned in the message.
 */
export async function scanAxe(page: Page, { soft = false, state }: { soft?: boolean; state?: string } = {}) {
  const summary = await axeProblems(page);
  const check = soft ? expect.soft : expect;
  check(summary, `axe violations on ${state ? `${state} (${page.url()})` : page.url()}`).toEqual([]);
}

export const expectNoAxeViolations = (page: Page): Promise<void> => scanAxe(page);
