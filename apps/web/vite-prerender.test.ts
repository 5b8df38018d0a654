import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesPattern, ROUTE_NAMES, routes } from './src/config/paths';
import { COMPILE_HINT, hintEagerCompile, patternSource } from './vite-prerender';

describe('the route patterns the BFF is given (prerendered/routes.json)', () => {
  it('match exactly the paths the app’s own matching does, for every route', () => {
    for (const name of ROUTE_NAMES) {
      const { pattern } = routes[name];
      const regex = new RegExp(patternSource(pattern));
      const path = pattern.replaceAll(/:[A-Za-z]+/g, 'some-slug_1');
      const candidates = [
        path,
        `${path}/`,
        `${path}/more`,
        path.replace('some-slug_1', ''),
        `${path}x`,
        path.toUpperCase(),
        '/not/an/address/of/the/app',
      ];
      for (const candidate of candidates)
        expect(regex.test(candidate), `${pattern} ~ ${candidate}`).toBe(matchesPattern(pattern, candidate));
    }
  });
});

describe("V8's compile hint on a first view's scripts", () => {
  it('starts each named script with it, once, however the script is named, and leaves the rest', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'studyflow-hint-'));
    try {
      await mkdir(join(outDir, 'assets'));
      await writeFile(join(outDir, 'assets/first.js'), 'export const a=1;');
      await writeFile(join(outDir, 'assets/later.js'), 'export const b=2;');
      await hintEagerCompile(outDir, ['/assets/first.js', 'assets/first.js']);
      await hintEagerCompile(outDir, ['assets/first.js']);
      expect(await readFile(join(outDir, 'assets/first.js'), 'utf8')).toBe(
        `${COMPILE_HINT}\nexport const a=1;`,
      );
      expect(await readFile(join(outDir, 'assets/later.js'), 'utf8')).toBe('export const b=2;');
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
