// Each import rule of .dependency-cruiser.cjs has a fixture under architecture-fixtures/<rule>/ that
// breaks it (and only it), next to imports the rule allows. dependency-cruiser runs on each with the
// real config, as `pnpm lint` runs it on the repo, and must report exactly the expected edges.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const here = path.dirname(fileURLToPath(import.meta.url));
/** @type {import('dependency-cruiser').IConfiguration} */
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const rules = config.forbidden ?? [];
const FIXTURES = path.join(here, 'architecture-fixtures');

/** Every rule's broken edges in its fixture, as `from → to`. */
const EXPECTED = {
  // The lazy circle is reported; the circle closed by `import type` beside it is not.
  'no-circular': ['apps/web/src/lib/dialogs.ts → apps/web/src/lib/notes-dialog.ts'],
  'not-to-unresolvable': ['apps/web/src/lib/notify.ts → ./announcer'],
  'no-barrel-files': ['apps/web/src/lib/format.ts → apps/web/src/lib/dates/index.ts'],
  'feature-not-to-other-feature': [
    'apps/web/src/features/notes/components/note-card.ts → apps/web/src/features/journal/journal-title.ts',
  ],
  'features-and-lib-not-to-app': [
    'apps/web/src/features/notes/notes-link.ts → apps/web/src/app/routes.ts',
    'apps/web/src/lib/sign-out.ts → apps/web/src/app/routes.ts',
  ],
  'lib-not-to-features': ['apps/web/src/lib/errors.ts → apps/web/src/features/auth/sign-in-href.ts'],
  'paths-is-a-leaf': ['apps/web/src/config/paths.ts → apps/web/src/lib/encode.ts'],
  'web-to-bff-types-only': ['apps/web/src/lib/trpc.ts → apps/bff/src/root.ts'],
  'web-to-bff-router-only': ['apps/web/src/lib/trpc.ts → apps/bff/src/trpc.ts'],
  'web-not-to-legacy-api-or-tests': ['apps/web/src/lib/demo.ts → apps/legacy-api/src/demo.ts'],
  'bff-uses-contracts-only': ['apps/bff/src/routers/notes.ts → apps/legacy-api/src/notes/queries.ts'],
  'legacy-api-stands-alone': ['apps/legacy-api/src/notes/routes.ts → packages/contracts/src/limits.ts'],
  'packages-not-to-apps': ['packages/icons/src/brand.ts → apps/web/src/lib/brand.ts'],
  'contracts-zod-only': [
    'packages/contracts/src/avatar.ts → crypto',
    'packages/contracts/src/avatar.ts → packages/ui/src/avatar-size.ts',
  ],
  'contracts-tests-zod-and-vitest-only': [
    'packages/contracts/src/limits.test.ts → packages/ui/src/avatar-size.ts',
  ],
  'ui-listed-libraries-only': ['packages/ui/src/badge.tsx → packages/contracts/src/badges.ts'],
  'ui-tests-listed-libraries-only': ['packages/ui/src/badge.test.tsx → packages/contracts/src/badges.ts'],
  'e2e-uses-contracts-only': ['tests/e2e/specs/notes.spec.ts → apps/web/src/config/paths.ts'],
};

/**
 * The violations dependency-cruiser reports in a fixture tree, as `rule: from → to`.
 * @param {string} fixture
 */
async function violationsIn(fixture) {
  const baseDir = path.join(FIXTURES, fixture);
  const roots = ['apps', 'packages', 'tests'].filter((top) => existsSync(path.join(baseDir, top)));
  const result = await cruise(
    roots,
    { ...config.options, baseDir, validate: true, ruleSet: { forbidden: rules } },
    config.options?.enhancedResolveOptions,
  );
  // Without an outputType the result is the cruise result itself, not a report's text.
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return result.output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();
}

test('every rule of the config has a fixture, and every fixture a rule', () => {
  assert.deepEqual(rules.map((rule) => rule.name).sort(), Object.keys(EXPECTED).sort());
  for (const rule of Object.keys(EXPECTED)) assert.ok(existsSync(path.join(FIXTURES, rule)), rule);
});

for (const [rule, edges] of Object.entries(EXPECTED)) {
  test(`${rule}: its fixture breaks it, and no other rule`, async () => {
    assert.deepEqual(await violationsIn(rule), edges.map((edge) => `${rule}: ${edge}`).sort());
  });
}
