// The dependency check must fail on what it guards: a declared package nobody imports, an imported
// package nobody declares, and a package in the wrong list. The fixture is a small pnpm workspace
// written at test time: clean, it passes; with one mistake of each kind planted (each on its own
// package, so none hides another), it fails and names every one. Two runs, side by side: a run per
// mistake would cost the lint stage seconds each.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { checkDependencies } from './check-dependencies.mjs';

/** @typedef {{ dependencies: Record<string, string>, devDependencies: Record<string, string> }} Lists */

/** The clean tree: a server that ships zod and a test that reads yaml. */
const CLEAN = {
  'package.json': { name: 'fixture', private: true, type: 'module' },
  'pnpm-workspace.yaml': 'packages:\n  - apps/*\n',
  'knip.jsonc': {
    workspaces: { 'apps/api': { entry: ['src/server.ts!', 'src/*.test.ts'], project: ['src/**/*.ts!'] } },
  },
  'apps/api/src/server.ts': "import { z } from 'zod';\n\nexport const Port = z.number();\n",
  'apps/api/src/server.test.ts':
    "import { describe, test } from 'node:test';\nimport { parse } from 'yaml';\nimport { Port } from './server';\n\ntest('port', () => Port.parse(parse('3000')));\n",
};
/** @type {Lists} */
const CLEAN_LISTS = { dependencies: { zod: '4.0.0' }, devDependencies: { yaml: '2.0.0' } };

/**
 * The fixture in a temporary folder, its app's lists changed by `plant`, and what the check says.
 * @param {(lists: Lists, files: Record<string, string>) => void} plant
 */
async function checkWith(plant) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dependency-check-'));
  try {
    /** @type {Lists} */
    const lists = structuredClone(CLEAN_LISTS);
    /** @type {Record<string, string>} */
    const files = {};
    plant(lists, files);
    const app = { name: '@fixture/api', private: true, type: 'module', scripts: { test: 'node --test' } };
    const tree = { ...CLEAN, 'apps/api/package.json': { ...app, ...lists }, ...files };
    for (const [file, content] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
    }
    return await checkDependencies(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One mistake of each kind. @type {(lists: Lists, files: Record<string, string>) => void} */
function plantEveryMistake(lists, files) {
  // Declared, imported by nothing.
  lists.dependencies['left-pad'] = '1.3.0';
  lists.devDependencies['is-odd'] = '3.0.1';
  // Imported, declared nowhere.
  files['apps/api/src/log.ts'] = "import pino from 'pino';\n\nexport const log = pino();\n";
  files['apps/api/src/server.ts'] = `${CLEAN['apps/api/src/server.ts']}export { log } from './log';\n`;
  // In the wrong list: a runtime dependency only the test imports, a devDependency the server ships.
  lists.dependencies.yaml = '2.0.0';
  delete lists.devDependencies.yaml;
  lists.devDependencies.zod = '4.0.0';
  delete lists.dependencies.zod;
}

describe('the dependency check', { concurrency: 2 }, () => {
  test('passes a clean workspace', async () => {
    const { ok, report } = await checkWith(() => {});
    assert.equal(report, '');
    assert.ok(ok);
  });

  test('fails on every kind of mistake, and names each', async () => {
    const { ok, report } = await checkWith(plantEveryMistake);
    assert.ok(!ok);
    const [all = '', ships = ''] = report.split('knip, what ships:');
    assert.match(all, /^knip, all files:/);
    assert.match(all, /Unused dependencies \(1\)\s+left-pad\s+apps\/api\/package\.json/);
    assert.match(all, /Unused devDependencies \(1\)\s+is-odd\s+apps\/api\/package\.json/);
    assert.match(all, /Unlisted dependencies \(1\)\s+pino\s+apps\/api\/src\/log\.ts/);
    // What ships: yaml is a runtime dependency only the test reads, zod a devDependency the server ships.
    assert.match(ships, /Unused dependencies \(2\)\s+left-pad\s+apps\/api\/package\.json\S*\s+yaml\s/);
    assert.match(ships, /Unlisted dependencies \(2\)[\s\S]*zod\s+apps\/api\/src\/server\.ts/);
  });
});
