import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './support/chromium';
import { EDITIONS } from './support/stacks';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Each edition gets its own stack — a legacy-api on a fresh embedded database and a BFF serving the
 * built web app — so the study and Pro projects never share accounts or licence keys.
 */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const webServer = Object.values(EDITIONS).flatMap((stack): WebServer[] => {
  const dataDir = path.join(repoRoot, '.data', `e2e-${stack.edition}-${stack.bffPort}`);
  return [
    {
      name: `legacy-api (${stack.edition})`,
      command: `node -e "require('fs').rmSync(process.argv[1],{recursive:true,force:true})" ${dataDir} && node --import tsx src/server.ts`,
      cwd: path.join(repoRoot, 'apps/legacy-api'),
      url: `${stack.legacyUrl}/api/health`,
      env: {
        PORT: String(stack.legacyPort),
        DATA_DIR: dataDir,
        EDITION: stack.edition,
        APP_URL: stack.baseURL,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        RESET_TOKEN_TTL_SECONDS: '21600',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
    },
    {
      name: `bff (${stack.edition})`,
      command: 'node --import tsx src/server.ts',
      cwd: path.join(repoRoot, 'apps/bff'),
      url: `${stack.baseURL}/healthz`,
      env: {
        PORT: String(stack.bffPort),
        EDITION: stack.edition,
        UPSTREAM_URL: `${stack.legacyUrl}/api`,
        PUBLIC_ORIGIN: stack.baseURL,
        // The whole suite is one client on 127.0.0.1; the per-IP limit is tested in the BFF's own tests.
        RATE_LIMIT_MAX: '100000',
        // Several people on one machine can each test their own build (vite build --outDir …).
        ...(process.env.WEB_DIST && { WEB_DIST: process.env.WEB_DIST }),
        // Same for the auth throttles' per-IP budget; their per-account budgets stay as in production
        // (specs/throttle.spec.ts relies on them).
        THROTTLE_IP_MAX: '100000',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
    },
  ];
});

/** The spec that runs read aloud on Debian's speech engine (its own project, below). */
const REAL_ENGINE = /read-aloud-engine\.spec\.ts$/;

function editionMetadata(stack: (typeof EDITIONS)[keyof typeof EDITIONS]) {
  return {
    edition: stack.edition,
    legacyUrl: stack.legacyUrl,
    mailboxUrl: `${stack.legacyUrl}/mailbox.json`,
  };
}

export default defineConfig({
  testDir: './specs',
  // A run side by side (E2E_PORT_BASE) keeps its artifacts apart: each run empties its own folder.
  outputDir: process.env.E2E_PORT_BASE ? `test-results/port-${process.env.E2E_PORT_BASE}` : 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One more worker than cores: with one a core, about a fifth of the CPU sat idle (a test waiting on
  // a server, a frame or a timer); a third worker on 2 cores ran 14 % more tests in the same time. A
  // fourth gained nothing clear in clean runs and stretched tests towards their timeout
  // (docs/testing.md, stop 48).
  workers: process.env.CI ? availableParallelism() + 1 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Journeys sign up, read mail and sign in again: on a 2-core runner with two browsers and four
  // servers they take 20–40 s, so 30 s timed out healthy runs.
  timeout: 120_000,
  expect: { timeout: 7_000 },
  // support/run-summary.ts lists every test that needed a retry and the slowest spec files.
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['./support/run-summary.ts']]
    : [['list'], ['./support/run-summary.ts']],
  use: {
    // The app's offline service worker would answer requests before `page.route` sees them (the
    // suite holds the app's scripts that way): blocked everywhere but specs/offline.spec.ts.
    serviceWorkers: 'block',
    // Recording a trace costs every test CPU (a snapshot per action): in CI only a retry records one,
    // so a failure still comes with its trace while a passing run pays nothing.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    // Signs each edition's demo learner in once; tests with `signedInAs: 'demo'` reuse the session.
    { name: 'setup', testDir: './setup', testMatch: /\.setup\.ts$/ },
    // Read aloud on the real speech engine reads a whole step aloud (about two minutes, mostly
    // waiting on speech): started first, it waits while the others run instead of being the run's
    // last test, read alone on one worker while the others sit idle.
    {
      name: 'study speech engine',
      dependencies: ['setup'],
      testMatch: REAL_ENGINE,
      use: { baseURL: EDITIONS.study.baseURL },
      metadata: editionMetadata(EDITIONS.study),
    },
    // The accessibility spec's tests are the longest (minutes each, the rest seconds): as projects
    // of their own listed first, they start first and the short tests fill in around them, instead
    // of one worker finishing a long scan alone at the end of the run.
    ...Object.values(EDITIONS).map((stack) => ({
      name: `${stack.edition} accessibility`,
      dependencies: ['setup'],
      testMatch: /axe\.spec\.ts$/,
      use: { baseURL: stack.baseURL },
      metadata: editionMetadata(stack),
    })),
    ...Object.values(EDITIONS).map((stack) => ({
      name: stack.edition,
      dependencies: ['setup'],
      testIgnore: [/axe\.spec\.ts$/, REAL_ENGINE],
      use: { baseURL: stack.baseURL },
      // A test runs in both editions only when its behaviour differs by edition (tagged @editions);
      // an edition-blind test runs once, in the study edition.
      ...(stack.edition === 'pro' && { grep: /@editions/ }),
      metadata: editionMetadata(stack),
    })),
  ],
  webServer,
});
