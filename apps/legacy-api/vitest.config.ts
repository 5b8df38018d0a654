import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Files share a worker's module cache (PGlite's WebAssembly and the app's modules load once per
    // worker, which halves the suite's CPU time). Safe here: no file mocks modules or changes globals.
    isolate: false,
    // Each test file loads its own in-memory PGlite from the global setup's template.
    hookTimeout: 60_000,
    testTimeout: 15_000,
  },
});
