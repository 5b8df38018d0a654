import type { Page, TestInfo } from '@playwright/test';
import { settled } from './a11y';

/**
 * The accessibility checks beyond axe, each a plain function of the page as it is now, returning
 * what fails in words (an empty list passes). specs/axe.spec.ts runs them on every state; the ids
 * they stand for are listed in packages/contracts/src/accessibility-checks.ts.
 */

/** 1.4.10: the document is no wider than the window (a table scrolling inside itself is allowed). */
export async function sidewaysScroll(
  page: Page,
  { settled = false }: { settled?: boolean } = {},
): Promise<string[]> {
  return page.evaluate(async (settled) => {
    // A window just resized: what reacts to the new size (a size observer's re-render) lands first,
    // unless the caller waited for it already (an axe scan at this width settles the page first).
    if (!settled) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    const root = document.documentElement;
    const problems: string[] = [];
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    // A modal dialog holds the page still (overflow hidden both ways, a scrollbar's width of padding
    // in its place): then it is the dialog that must fit the window.
    const rootStyle = getComputedStyle(root);
    const held = hides(rootStyle.overflowX) && hides(rootStyle.overflowY);
    if (held) {
      for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
        const rect = dialog.getBoundingClientRect();
        if (
          rect.left < -1 ||
          rect.right > root.clientWidth + 1 ||
          dialog.scrollWidth > dialog.clientWidth + 1
        ) {
          const wide = [...dialog.querySelectorAll('*')]
            .filter((inner) => inner.getBoundingClientRect().right > dialog.getBoundingClientRect().right + 1)
            .slice(0, 3)
            .map(describe);
          problems.push(
            `${describe(dialog)} does not fit the ${root.clientWidth} px window: ${wide.join('; ')}`,
          );
        }
      }
      return problems;
    }
    if (root.scrollWidth > root.clientWidth + 1) {
      // Name the widest elements reaching past the window, so the message says where to look.
      const past = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        .filter(
          (element) => (element.parentElement?.getBoundingClientRect().right ?? 0) <= root.clientWidth + 1,
        )
        .slice(0, 5)
        .map((element) => describe(element));
      problems.push(
        `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window: ${past.join('; ')}`,
      );
    }
    for (const element of [root, document.body]) {
      const { overflowX } = getComputedStyle(element);
      if (hides(overflowX)) {
        problems.push(`${element.tagName.toLowerCase()} hides sideways overflow (overflow-x: ${overflowX})`);
      }
    }
    return problems;

    function describe(element: Element): string {
      const id = element.id ? `#${element.id}` : '';
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id} “${name}” (right edge ${Math.round(element.getBoundingClientRect().right)} px)`;
    }
  }, settled);
}

/** The user stylesheet of WCAG 2.2 1.4.12. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * 1.4.12: with the text spacing stylesheet on, no element that hides its overflow (or clamps its
 * lines) has text that no longer fits. Elements that scroll keep their text reachable and pass;
 * visually hidden text (for screen readers) is not looked at.
 */
export async function textCutOff(page: Page): Promise<string[]> {
  // One call to the page: the stylesheet added, the page drawn with it, read, and taken away.
  return page.evaluate(async (css) => {
    const spacing = document.createElement('style');
    spacing.textContent = css;
    document.head.append(spacing);
    try {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const problems: string[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const style = getComputedStyle(element);
        const hides = (value: string) => value === 'hidden' || value === 'clip';
        const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
        const ellipsis = style.textOverflow === 'ellipsis';
        if (!hides(style.overflowX) && !hides(style.overflowY) && !clamped) continue;
        if (element.clientWidth <= 2 || element.clientHeight <= 2) continue; // visually hidden
        if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [hidden], svg')) continue;
        // biome-ignore lint/performance/useDomNodeTextContent: the text on show is what can be cut off, not hidden text.
        const text = element.innerText.trim();
        if (text === '') continue;
        const taller = (hides(style.overflowY) || clamped) && element.scrollHeight > element.clientHeight + 2;
        const wider = (hides(style.overflowX) || ellipsis) && element.scrollWidth > element.clientWidth + 2;
        if (taller || wider) {
          problems.push(
            `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} “${text.slice(0, 40)}” is cut off (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`,
          );
        }
      }
      return problems;
    } finally {
      spacing.remove();
    }
  }, TEXT_SPACING_CSS);
}

/**
 * Forced colours (Windows high contrast), emulated: every control shows an edge, every icon is
 * painted in the text colour it sits in (so the forced palette reaches it), and a selected item
 * differs from its unselected sibling by more than its background, which forced colours replace.
 * A screenshot of a page that fails in forced colours is kept with the test's results.
 */
export async function forcedColoursProblems(page: Page, testInfo: TestInfo, name: string): Promise<string[]> {
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    // The forced palette may arrive through a short transition (a pressed toggle's background):
    // what is compared is where it ends.
    await settled(page);
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      // The forced page background, as the system's Canvas colour resolves here.
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'Canvas';
      document.body.append(probe);
      const canvas = getComputedStyle(probe).backgroundColor;
      probe.style.color = 'CanvasText';
      const canvasText = getComputedStyle(probe).color;
      probe.remove();
      const visible = (element: Element) => {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          rect.width > 2 &&
          rect.height > 2 &&
          style.visibility !== 'hidden' &&
          style.opacity !== '0' &&
          !element.closest('[aria-hidden="true"], [inert]')
        );
      };
      const label = (element: Element) =>
        `${element.tagName.toLowerCase()}[${element.getAttribute('role') ?? ''}] “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`;
      const edged = (style: CSSStyleDeclaration) =>
        (['Top', 'Right', 'Bottom', 'Left'] as const).some(
          (side) =>
            Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
            !['none', 'hidden'].includes(style.getPropertyValue(`border-${side.toLowerCase()}-style`)),
        ) ||
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0);

      // Controls that draw their own box; native check boxes, radios, sliders and colour wells are
      // drawn by the browser in the forced palette.
      const controls = document.querySelectorAll(
        'button, [role="button"], input:not([type="checkbox"], [type="radio"], [type="range"], [type="color"], [type="hidden"]), select, textarea, [role="tab"], [role="combobox"], [role="switch"]:not(input)',
      );
      for (const control of controls) {
        if (!visible(control)) continue;
        if (!edged(getComputedStyle(control))) found.push(`no edge: ${label(control)}`);
      }

      // Painted in the text colour or the system's own pair (CanvasText on Canvas), which forced
      // colours leave as the learner's palette has them.
      for (const svg of document.querySelectorAll('svg')) {
        if (!visible(svg)) continue;
        for (const shape of svg.querySelectorAll(
          'path, circle, rect, line, polyline, polygon, ellipse, text',
        )) {
          const style = getComputedStyle(shape);
          const painted = [style.fill, style.stroke].filter(
            (paint) => paint !== 'none' && !paint.startsWith('url('),
          );
          if (painted.some((paint) => ![style.color, canvas, canvasText].includes(paint))) {
            found.push(
              `icon not in currentColor (${painted.join(', ')} vs ${style.color}): ${label(svg.parentElement ?? svg)}`,
            );
            break;
          }
        }
      }

      // Selected, pressed, checked or current: must differ from a sibling of the same kind that is not.
      const signature = (element: Element) => {
        const style = getComputedStyle(element);
        const before = getComputedStyle(element, '::before');
        const after = getComputedStyle(element, '::after');
        return JSON.stringify([
          ['Top', 'Right', 'Bottom', 'Left'].map((side) => [
            style.getPropertyValue(`border-${side.toLowerCase()}-width`),
            style.getPropertyValue(`border-${side.toLowerCase()}-style`),
            style.getPropertyValue(`border-${side.toLowerCase()}-color`),
          ]),
          style.outlineStyle,
          style.outlineWidth,
          style.textDecorationLine,
          style.fontWeight,
          style.color,
          // Forced colours paint any background Canvas: on the page's Canvas that is no background.
          // (a transparent one keeps its alpha of 0 while taking the forced colour).
          style.backgroundColor === canvas || /, 0\)$/.test(style.backgroundColor)
            ? 'none'
            : style.backgroundColor,
          // The icons on show (a toggle may swap one for another).
          [...element.querySelectorAll('svg')]
            .filter((svg) => getComputedStyle(svg).display !== 'none')
            .map((svg) => svg.innerHTML.length)
            .join(),
          // A mark shown only when selected (a tick, a dot): the elements on show inside it.
          [...element.querySelectorAll('*')].filter((inner) => inner.getClientRects().length > 0).length,
          before.content,
          after.content,
          before.borderTopWidth,
          after.borderTopWidth,
        ]);
      };
      const STATES = ['aria-selected', 'aria-pressed', 'aria-checked', 'aria-current', 'data-selected'];
      for (const attribute of STATES) {
        for (const chosen of document.querySelectorAll(`[${attribute}]:not([${attribute}="false"])`)) {
          if (!visible(chosen) || !chosen.parentElement) continue;
          const role = chosen.getAttribute('role');
          const others = [...chosen.parentElement.children].filter(
            (other) =>
              other !== chosen &&
              other.tagName === chosen.tagName &&
              other.getAttribute('role') === role &&
              (!other.hasAttribute(attribute) || other.getAttribute(attribute) === 'false') &&
              visible(other),
          );
          const [other] = others;
          if (other && signature(other) === signature(chosen)) {
            found.push(`${attribute} shown by background alone: ${label(chosen)}`);
          }
        }
      }
      return found;
    });
    // A picture of what failed, for whoever reads the report (a screenshot costs the renderer a
    // full paint and encode: a state that passes has none).
    if (problems.length > 0) {
      const file = `${testInfo.project.name}-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
      await page.screenshot({ path: testInfo.outputPath('forced-colours', file) });
    }
    return problems;
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
}

/** Where the focused element is and whether it shows: run in the page. */
const measureFocus = async () => {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  // A visually hidden input (React Aria's radios and switches) shows its focus on its label.
  const rect0 = focused.getBoundingClientRect();
  const shown =
    rect0.width <= 2 || rect0.height <= 2
      ? (focused.closest('label') ?? focused.parentElement ?? focused)
      : focused;
  const rect = shown.getBoundingClientRect();
  const path = (() => {
    const parts: string[] = [];
    for (let node: Element | null = focused; node && node !== document.body; node = node.parentElement) {
      parts.unshift(`${node.tagName}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
    }
    return parts.join('/');
  })();
  const name = `${focused.tagName.toLowerCase()} “${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}”`;
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, window.innerWidth);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  // An element the pointer passes through (pointer-events: none, as the reading guide's band over
  // the text) is never what a point hits: it shows where what is hit belongs to the nearest
  // ancestor the pointer does hit (the text the band lies over), not to something above it all.
  let passedThrough: Element | null = shown;
  while (passedThrough && getComputedStyle(passedThrough).pointerEvents === 'none') {
    passedThrough = passedThrough.parentElement;
  }
  const beneath = passedThrough === shown ? null : passedThrough;
  let hidden = true;
  let under = rect.bottom <= 0 || rect.top >= window.innerHeight ? 'outside the window' : '';
  if (right > left && bottom > top) {
    const xs = [left + 1, (left + right) / 2, right - 1];
    const ys = [top + 1, (top + bottom) / 2, bottom - 1];
    hidden = !xs.some((x) =>
      ys.some((y) => {
        const hit = document.elementFromPoint(x, y);
        if (hit && !under) under = `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`;
        return (
          hit !== null &&
          (shown.contains(hit) ||
            hit.contains(shown) ||
            focused.contains(hit) ||
            beneath?.contains(hit) === true)
        );
      }),
    );
  }
  const where = `at ${Math.round(rect.top)}–${Math.round(rect.bottom)} px of ${window.innerHeight}, under ${under}`;
  const style = getComputedStyle(shown);
  // A stretched link (a whole card) draws its ring on ::after.
  const ringed = [
    style,
    getComputedStyle(focused),
    getComputedStyle(shown, '::after'),
    getComputedStyle(shown, '::before'),
  ].some((candidate) => candidate.outlineStyle !== 'none' && Number.parseFloat(candidate.outlineWidth) > 0);
  return { path, name, hidden, ringed, where };
};

/**
 * 2.4.11 and 2.4.7 in forced colours: Tab through the page (at most `limit` presses, or until focus
 * comes round again); each focused element must show, at least in part, above whatever is sticky
 * or floating (the top bar, a toast, a drawer), and draw an outline in forced colours.
 */
export async function focusProblems(page: Page, limit = 60): Promise<string[]> {
  await page.emulateMedia({ forcedColors: 'active' });
  const problems: string[] = [];
  const seen = new Set<string>();
  try {
    await page.bringToFront();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let press = 0; press < limit; press += 1) {
      await page.keyboard.press('Tab');
      // A style that follows focus (a skip link sliding in) is painted a frame later; a tab in
      // the background gets frames late, so a focused element that seems hidden is looked at again.
      let result = await page.evaluate(measureFocus);
      for (let look = 0; look < 3 && result?.hidden; look += 1) {
        await page.waitForTimeout(300);
        result = await page.evaluate(measureFocus);
      }
      if (result === null) continue;
      if (seen.has(result.path)) break;
      seen.add(result.path);
      if (result.hidden) problems.push(`focus hidden: ${result.name} (${result.where})`);
      if (!result.ringed) problems.push(`no focus ring in forced colours: ${result.name}`);
    }
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
  return problems;
}

/**
 * Reduced motion: a recorder installed before the app starts notes every CSS transition or
 * animation that starts and lasts longer than 0.2 s (or repeats for ever); `motionOver` reads and
 * clears what it noted. The page must run with `prefers-reduced-motion: reduce` emulated.
 *
 * The elements whose transitions or animations started are gathered, and their running animations
 * looked at once, in the task after: a colour change starts a transition on every button at once,
 * and asking each one's animations as its event came cost the page a second per setting change
 * (`getAnimations` goes through every animation of the document). What lasts longer than 0.2 s is
 * still running then; what ended already was shorter.
 */
export async function recordMotion(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const noted: string[] = [];
    const started = new Set<Element>();
    const look = () => {
      if (started.size === 0) return;
      for (const animation of document.getAnimations()) {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        if (!target || !started.has(target)) continue;
        const timing = animation.effect?.getComputedTiming();
        const duration = Number(timing?.duration ?? 0);
        const endless = timing?.iterations === Number.POSITIVE_INFINITY && duration > 0;
        if (duration > 200 || endless) {
          const name =
            'animationName' in animation
              ? animation.animationName
              : 'transitionProperty' in animation
                ? animation.transitionProperty
                : 'animation';
          noted.push(
            `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}: ${String(name)} ${duration} ms${endless ? ', for ever' : ''}`,
          );
        }
      }
      started.clear();
    };
    Object.assign(window, { __motion: noted, __motionLook: look });
    const note = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      if (started.size === 0) setTimeout(look, 0);
      started.add(event.target);
    };
    document.addEventListener('transitionrun', note, true);
    document.addEventListener('animationstart', note, true);
  });
}

export async function motionOver(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const recorder = window as unknown as { __motion?: string[]; __motionLook?: () => void };
    // What started in this task is looked at now, not in the task after.
    recorder.__motionLook?.();
    const noted = recorder.__motion ?? [];
    // Running Web Animations started from script are looked at too.
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        const duration = Number(timing?.duration ?? 0);
        return duration > 200 || (timing?.iterations === Number.POSITIVE_INFINITY && duration > 0);
      })
      .map(
        (animation) =>
          `running: ${animation.constructor.name} ${String(animation.effect?.getComputedTiming().duration)} ms`,
      );
    const all = [...new Set([...noted, ...running])];
    noted.length = 0;
    return all;
  });
}
