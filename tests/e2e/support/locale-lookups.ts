import type { Page } from '@playwright/test';

/**
 * Notes, from the next page load on, each time the page formats or checks something in a locale:
 * a number or date format made, a locale made or a list of them checked, a number or date written
 * out in words. The
 * first of these loads the browser's locale data, tens of ms on a slow phone (issue 34), so a first
 * view that needs none should make none. `localeLookups` reads what was noted.
 */
export async function watchLocaleLookups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { localeLookups: string[] }).localeLookups = seen;
    const note = (what: string) => seen.push(what);
    // A format or locale made (with or without `new`), as its own kind, so `instanceof` still holds.
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'Locale'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Watched = function (this: unknown, ...args: unknown[]) {
        note(`Intl.${name}`);
        return new Original(...args);
      } as unknown as typeof Intl.NumberFormat;
      Object.defineProperties(Watched, Object.getOwnPropertyDescriptors(Original));
      const check = Original as unknown as { supportedLocalesOf?: (...args: unknown[]) => string[] };
      const supported = check.supportedLocalesOf?.bind(Original);
      if (supported)
        Object.defineProperty(Watched, 'supportedLocalesOf', {
          value: (...args: unknown[]) => {
            note(`Intl.${name}.supportedLocalesOf`);
            return supported(...args);
          },
        });
      Object.defineProperty(Intl, name, { value: Watched, configurable: true, writable: true });
    }
    const wrap = (target: object, method: string, label: string) => {
      const original = Reflect.get(target, method) as (...args: unknown[]) => unknown;
      Object.defineProperty(target, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          note(label);
          return original.apply(this, args);
        },
      });
    };
    wrap(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
    for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
      wrap(Date.prototype, method, `Date#${method}`);
  });
}

/** What the page has formatted or checked in a locale since it loaded (`watchLocaleLookups`). */
export function localeLookups(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { localeLookups?: string[] }).localeLookups ?? []);
}
