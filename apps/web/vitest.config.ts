import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'vite-*.test.ts'];

/**
 * Test files that replace modules or globals (vi.mock, vi.stubGlobal) get a fresh module registry
 * each; every other file shares its worker's modules and DOM environment, which loads React, React
 * Aria and happy-dom once per worker instead of once per file (54 s → 12 s for this package here).
 */
function filesThatMock(): string[] {
  const src = path.join(import.meta.dirname, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(mock|doMock|stubGlobal)\(/.test(readFileSync(path.join(src, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

const isolated = filesThatMock();

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // Component tests that walk a form or a listbox by keyboard take a few hundred ms alone and
    // many times that on a loaded CI machine: 5 s would fail on the machine's load, not the code.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
