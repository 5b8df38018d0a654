// The import rules of docs/architecture.md, held by dependency-cruiser on every `pnpm lint`.
// Paths are relative to where it runs: the repo root (`pnpm lint`), or a fixture tree shaped like it
// (scripts/dependency-rules.test.mjs), so every pattern starts at a top folder.
// `import type` edges are kept (tsPreCompilationDeps) and marked 'type-only': the web may reach the
// BFF only through them, and the paths module may import nothing else. A lazy `import()` is an edge
// like any other, so a route table that loads its pages lazily while they import it is a circle.

/**
 * A package's tests and test-runner files, which may use the test tools besides its own imports.
 * @param {string} pkg
 */
const testsOf = (pkg) => `^packages/${pkg}/(.*\\.test\\.tsx?|vitest\\.(config|setup)\\.ts)$`;
const TEST_TOOLS = 'node_modules/(vitest|@testing-library/[^/]+|@vanilla-extract/vite-plugin)/';
/** The libraries packages/ui is built on: React, React Aria, vanilla-extract, the video player, the font. */
const UI_LIBRARIES =
  'node_modules/(react|react-dom|react-aria-components|@vanilla-extract/(css|recipes|sprinkles)|@vidstack/react|@fontsource/opendyslexic)/';
/**
 * The e2e suite's own tools: Playwright, the readers of what the app downloads, and the writer of the
 * specification-only upstream's download headers.
 */
const E2E_TOOLS =
  'node_modules/(@playwright/test|@axe-core/playwright|pdfjs-dist|ical\\.js|jszip|content-disposition)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import circles, a lazy import() included: what two modules share moves below both. A circle closed by an `import type` is erased before run time.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'Every import resolves to a file or a package: an unresolved one would slip past the other rules.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-barrel-files',
      comment: 'No barrel files re-exporting a folder: import the module that owns the thing.',
      severity: 'error',
      from: { path: '^(apps|packages|tests|bench)/' },
      to: { path: '^(apps|packages|tests|bench)/.*/index\\.(ts|tsx|mts|js|mjs)$' },
    },
    {
      name: 'feature-not-to-other-feature',
      comment:
        'No feature imports another feature: what two features share moves down to lib/, packages/ui or packages/contracts.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'features-and-lib-not-to-app',
      comment:
        'app/ composes the features, so nothing below it imports it: hrefs and route rows come from config/paths.ts.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|lib)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'lib-not-to-features',
      comment: 'lib/ sits below the features and serves all of them.',
      severity: 'error',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'paths-is-a-leaf',
      comment:
        'config/ (the paths module) is read by every layer, so it imports nothing at run time: types only.',
      severity: 'error',
      from: { path: '^apps/web/src/config/' },
      to: { pathNot: '^apps/web/src/config/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-to-bff-types-only',
      comment: 'The web may import the BFF only as `import type` (the AppRouter type), never at run time.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/bff/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-to-bff-router-only',
      comment:
        'Of the BFF, the web sees only `@studyflow/bff/router` (apps/bff/src/root.ts, the AppRouter type).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/bff/', pathNot: '^apps/bff/src/root\\.ts$' },
    },
    {
      name: 'web-not-to-legacy-api-or-tests',
      comment:
        'The web talks to the BFF over HTTP; it imports neither the upstream, the e2e suite nor bench.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/legacy-api|tests|bench)/' },
    },
    {
      name: 'bff-uses-contracts-only',
      comment:
        'Of the repo, the BFF imports packages/contracts only: not the web, packages/ui, legacy-api or tests.',
      severity: 'error',
      from: { path: '^apps/bff/' },
      to: { path: '^(apps/(web|legacy-api)|packages/ui|tests|bench)/' },
    },
    {
      name: 'legacy-api-stands-alone',
      comment:
        'legacy-api stands in for a foreign system: it imports nothing of the others, so contract tests stay honest.',
      severity: 'error',
      from: { path: '^apps/legacy-api/' },
      to: { path: '^(apps/(?!legacy-api/)|packages|tests|bench)/' },
    },
    {
      name: 'packages-not-to-apps',
      comment: 'Packages never depend on apps, tests or bench.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|tests|bench)/' },
    },
    {
      name: 'contracts-zod-only',
      comment: 'packages/contracts imports zod and its own files (its tests also vitest), nothing else.',
      severity: 'error',
      from: { path: '^packages/contracts/', pathNot: testsOf('contracts') },
      to: { pathNot: '^packages/contracts/|node_modules/zod/' },
    },
    {
      name: 'contracts-tests-zod-and-vitest-only',
      comment: "packages/contracts' tests add vitest to what the package may import.",
      severity: 'error',
      from: { path: testsOf('contracts') },
      to: { pathNot: `^packages/contracts/|node_modules/zod/|${TEST_TOOLS}` },
    },
    {
      name: 'ui-listed-libraries-only',
      comment:
        'packages/ui imports its own files and the libraries docs/architecture.md lists (React, React Aria, vanilla-extract, …).',
      severity: 'error',
      from: { path: '^packages/ui/', pathNot: testsOf('ui') },
      to: { pathNot: `^packages/ui/|${UI_LIBRARIES}` },
    },
    {
      name: 'ui-tests-listed-libraries-only',
      comment: "packages/ui's tests and vitest files add the test tools to its listed libraries.",
      severity: 'error',
      from: { path: testsOf('ui') },
      to: { pathNot: `^packages/ui/|${UI_LIBRARIES}|${TEST_TOOLS}` },
    },
    {
      name: 'e2e-uses-contracts-only',
      comment:
        'The e2e suite imports its own files, packages/contracts (constants), Playwright and its readers, and Node: no app code.',
      severity: 'error',
      from: { path: '^tests/e2e/' },
      to: { pathNot: `^(tests/e2e|packages/contracts)/|${E2E_TOOLS}`, dependencyTypesNot: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(dist|dist-prerender|\\.data|test-results|playwright-report|coverage)/|^scripts/architecture-fixtures/',
    },
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
