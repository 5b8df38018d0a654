import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share their worker's modules (React, React Aria and the DOM environment load once per
    // worker, not once per file: 29 s → 6 s here); none replaces a module or a global.
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    // A keyboard walk through a listbox is a few hundred ms alone, but ten times that on a loaded
    // CI machine running other packages' suites beside it: 5 s timed out there, not the code.
    testTimeout: 20_000,
  },
});
