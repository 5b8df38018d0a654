// The architecture checker must fail on broken imports: a fixture tree breaks each rule once.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkArchitecture, importsOf } from './check-architecture.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

test('every rule is reported on the deliberately broken fixture', () => {
  const problems = checkArchitecture(path.join(here, 'fixtures', 'broken-architecture'));
  const expected = [
    /features\/notes\/note-card\.ts:2 feature "notes" imports feature "journal"/,
    /features\/journal\/journal\.css\.ts:2 raw colour or pixel value/,
    /apps\/web\/src\/lib\/trpc\.ts:2 the web imports the BFF at run time/,
    /packages\/ui\/src\/button\.ts:2 a package imports an app/,
    /legacy-api\/src\/mail\/mailer\.ts:2 legacy-api imports another part of the repo/,
    /import circle: apps\/legacy-api\/src\/mail\/mailer\.ts → apps\/legacy-api\/src\/mail\/outbox\.ts/,
  ];
  for (const pattern of expected) {
    assert.ok(
      problems.some((problem) => pattern.test(problem)),
      `expected ${pattern}, got:\n${problems.join('\n')}`,
    );
  }
  assert.equal(problems.length, expected.length, problems.join('\n'));
});

test('a lazy import back into its importer is no circle; the rules still apply to it', () => {
  const problems = checkArchitecture(path.join(here, 'fixtures', 'lazy-route-table'));
  assert.deepEqual(problems, [
    'apps/web/src/features/journal/journal-page.ts:5 feature "journal" imports feature "notes": move what they share to lib/, packages/ui or packages/contracts',
  ]);
});

test('citations of documents outside the repository are reported in code, tests and docs', () => {
  const problems = checkArchitecture(path.join(here, 'fixtures', 'stale-citations'));
  assert.deepEqual(
    problems.map((problem) => problem.split(' ')[0]),
    ['README.md:6', 'apps/web/src/lib/theme.ts:1', 'tests/e2e/specs/theme.spec.ts:2', 'docs/decisions.md:4'],
  );
  assert.match(problems[0] ?? '', /cite a requirement id from docs\/requirements\.md/);
});

test('the repository itself keeps the rules', () => {
  assert.deepEqual(checkArchitecture(path.join(here, '..')), []);
});

test('imports are read in every form, type-only ones marked', () => {
  const found = importsOf(
    [
      "import type { A } from './a';",
      "import { b } from '../b';",
      "export { c } from './c';",
      "const d = await import('./d');",
      "import './side-effect.css';",
    ].join('\n'),
  );
  assert.deepEqual(
    found.map(({ specifier, typeOnly }) => [specifier, typeOnly]),
    [
      ['./a', true],
      ['../b', false],
      ['./c', false],
      ['./d', false],
      ['./side-effect.css', false],
    ],
  );
});
