// The conventions checker must fail on what it guards: raw style values and stale citations.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkArchitecture, rawStyleValues, staleCitations } from './check-architecture.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

test('raw colours and pixel values are reported in component styles, not in the theme or comments', () => {
  assert.deepEqual(rawStyleValues(path.join(here, 'architecture-fixtures', 'raw-style-value')), [
    'apps/web/src/features/journal/journal.css.ts:2 raw colour or pixel value in a style: use the theme contract',
  ]);
});

/**
 * The citations' fixture is written at test time: the repository itself never holds a path out to
 * the specification's folder, not even as a fixture.
 */
function staleCitationTree() {
  const root = mkdtempSync(path.join(tmpdir(), 'stale-citation-'));
  const outside = ['..', 'shared', 'seeds'].join('/');
  const files = {
    'README.md': `# A project\n\nIts data is seeded from \`content/\`, which is no citation.\n\nSee ${outside}.\n`,
    'apps/web/src/lib/theme.ts': `/** Light by default (SHL-8; ${'seeds'} 001, §4). */\nexport const THEME = 'light';\n`,
    'tests/e2e/specs/theme.spec.ts': `// packages/shared/ is a folder like any other.\n// As in ${outside}/text.\n`,
    'docs/decisions.md': `# Decisions\n\n- Theme: light (SHL-8).\n- Dialogs: full width (${'Seed'} 000 §4).\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

test('citations of documents outside the repository are reported in code, tests and docs', () => {
  const root = staleCitationTree();
  try {
    const problems = staleCitations(root);
    assert.deepEqual(
      problems.map((problem) => problem.split(' ')[0]).sort(),
      [
        'README.md:5',
        'apps/web/src/lib/theme.ts:1',
        'docs/decisions.md:4',
        'tests/e2e/specs/theme.spec.ts:2',
      ].sort(),
    );
    assert.match(problems[0] ?? '', /cite a requirement id from docs\/requirements\.md/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the repository itself keeps the conventions', () => {
  assert.deepEqual(checkArchitecture(path.join(here, '..')), []);
});
