import { readdirSync, readFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { CHROMIUM, OUR_DISABLED_FEATURES } from '../support/chromium';

/** The command lines of the Chromium browser processes running now (not their renderers and helpers). */
function chromiumBrowserCommandLines(): string[][] {
  const lines: string[][] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      continue; // gone meanwhile
    }
    const program = args[0] ?? '';
    if (!program.endsWith('/chromium') && program !== CHROMIUM) continue;
    if (args.some((arg) => arg.startsWith('--type='))) continue;
    if (args.some((arg) => arg === '--remote-debugging-pipe')) lines.push(args);
  }
  return lines;
}

const featuresOf = (arg: string) => arg.slice('--disable-features='.length).split(',').filter(Boolean);

/**
 * Chromium reads only the last `--disable-features` it is given: ours (support/chromium.ts) must
 * keep every feature Playwright turns off with its own, and a Playwright upgrade that adds one
 * stops the run here instead of quietly turning it back on.
 */
setup("Chromium's features: ours are off, and so is every one Playwright turns off", async ({ browser }) => {
  expect(browser.isConnected()).toBe(true);
  const commandLines = chromiumBrowserCommandLines();
  expect(commandLines.length, 'a Chromium browser process of this run').toBeGreaterThan(0);
  for (const args of commandLines) {
    const lists = args.filter((arg) => arg.startsWith('--disable-features=')).map(featuresOf);
    const inForce = new Set(lists.at(-1) ?? []);
    const dropped = lists.flat().filter((feature) => !inForce.has(feature));
    expect(dropped, 'features a later --disable-features turned back on').toEqual([]);
    for (const feature of OUR_DISABLED_FEATURES) expect(inForce.has(feature), feature).toBe(true);
  }
});
