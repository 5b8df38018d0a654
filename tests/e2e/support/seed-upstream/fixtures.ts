import type { Edition } from '@studyflow/contracts/edition';
import { type BffProcess, startBff } from '../bff-process';
import { test as base, expect } from '../fixtures';
import {
  PREF_COOKIE,
  SEED_LEARNERS,
  SESSION_COOKIE,
  type SeedUpstream,
  startSeedUpstream,
} from '../seed-upstream';
import { signInByApi } from '../session';

export interface SeedStack {
  upstream: SeedUpstream;
  bff: BffProcess;
}

type Seeded = (typeof SEED_LEARNERS)[keyof typeof SEED_LEARNERS];

/**
 * Our legacy-api's extensions (docs/upstream-api.md): the product may ask for them and must manage
 * when they are missing, so asking is allowed; anything else outside the call tables is not.
 */
const EXTENSIONS = [
  /^GET \/api\/auth\/reset_password\/check$/,
  /^POST \/api\/progress_steps\/video_watched$/,
  /^PUT \/api\/flows\/.+\/steps\/[^/]+\/video_position$/,
  /^(GET|POST|DELETE) \/api\/users\/apps\/planner(\/.*)?$/,
  /^DELETE \/api\/users$/,
];
/** Media our legacy-api serves beyond the specification's (the journal's video): noted, not failed. */
const MEDIA = /^GET \/uploads\//;

interface TestFixtures {
  /** This worker's seeds-only upstream and the BFF in front of it, reset for the test. */
  stack: SeedStack;
  /** Signs `learner` in through the BFF on the test's browser, as the sign-in form would. */
  signInAs: (learner: Seeded) => Promise<void>;
}

/**
 * Journeys against the seeds-only upstream: one upstream and one real BFF per worker (started once,
 * shared by every such spec file the worker runs), the upstream reset before each test. `baseURL`
 * is that BFF, so pages are opened by path as elsewhere. After each test the BFF must have logged
 * no error (a broken promise, e.g. a schema the answer did not meet) and the product must have
 * asked the upstream for nothing outside the specification's call tables but the extensions it
 * knows may be missing (each such call is noted on the test).
 */
export const test = base.extend<TestFixtures, { seedStack: SeedStack }>({
  seedStack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const edition: Edition = workerInfo.project.metadata.edition === 'pro' ? 'pro' : 'study';
      const upstream = await startSeedUpstream(edition);
      const bff = await startBff(edition, `${upstream.origin}/api`, {
        env: { UPSTREAM_SESSION_COOKIE: SESSION_COOKIE, UPSTREAM_RELAY_COOKIES: PREF_COOKIE },
      });
      await use({ upstream, bff });
      await bff.stop();
      await upstream.close();
    },
    // A BFF of its own on a 2-core runner next to the config's stacks.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ seedStack }, use) => {
    await use(seedStack.bff.origin);
  },
  stack: [
    async ({ seedStack }, use, testInfo) => {
      seedStack.upstream.reset();
      const logged = seedStack.bff.logs().length;
      await use(seedStack);
      if (testInfo.status !== testInfo.expectedStatus) return;
      // A missing extension is answered 501 UPSTREAM_FEATURE_MISSING: checked as a call below, not a fault.
      const errors = seedStack.bff
        .logs()
        .slice(logged)
        .filter((line) => Number(line.level) >= 50 && line.status !== 501);
      expect(errors, 'errors the BFF logged').toEqual([]);
      const allowed = (call: string) => EXTENSIONS.some((known) => known.test(call)) || MEDIA.test(call);
      const unknown = [...new Set(seedStack.upstream.unknownCalls())];
      for (const call of unknown.filter(allowed)) {
        testInfo.annotations.push({ type: 'outside the call tables', description: call });
      }
      expect(
        unknown.filter((call) => !allowed(call)),
        'calls outside the call tables and the known extensions',
      ).toEqual([]);
    },
    { auto: true },
  ],
  signInAs: async ({ page, seedStack }, use) => {
    await use((learner) => signInByApi(page.request, seedStack.bff.origin, learner.email, learner.password));
  },
});

export { expect, SEED_LEARNERS };
