import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const ALL = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * On a PostgreSQL server (DATABASE_URL set: `scripts/test-legacy-postgres.mjs`) only what can differ
 * from PGlite runs again: the files that open a test database (migrations, seed, every query, search,
 * locks and races). Pure modules (rules, documents, images, content checks) behave the same on both,
 * and already ran on PGlite.
 */
function databaseTestFiles(): string[] {
  const src = path.join(import.meta.dirname, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => readFileSync(path.join(src, file), 'utf8').includes('createTestDatabase('))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

export default defineConfig({
  test: {
    include: process.env.DATABASE_URL ? databaseTestFiles() : ALL,
    globalSetup: ['src/test/global-setup.ts'],
    // Files share a worker's module cache (PGlite's WebAssembly and the app's modules load once per
    // worker, which halves the suite's CPU time). Safe here: no file mocks modules or changes globals.
    isolate: false,
    // Each test file loads its own in-memory PGlite from the global setup's template.
    hookTimeout: 60_000,
    testTimeout: 15_000,
  },
});
