import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        // Files share their worker's modules (Fastify, tRPC, zod load once per worker: 25 s → 6 s
        // here); none replaces a module or a global.
        test: { name: 'unit', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/*.test.ts'],
          // Each file spawns the real legacy-api (PGlite cold start of a few seconds): one at a time.
          fileParallelism: false,
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'resilience',
          include: ['test/resilience/*.test.ts'],
          // The fault matrix measures deadlines to 10 %: its files must not compete with each other,
          // and one shared worker loads the app once instead of once per file.
          fileParallelism: false,
          isolate: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
