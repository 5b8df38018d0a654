import { basename, dirname } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { quietExpectedLogs } from './vite-chunks.ts';
import { PRERENDER_BUILD } from './vite-prerender.ts';

/**
 * The server build (src/prerender.tsx) the prerender plugin in vite-prerender.ts renders pages with:
 * the same source and the same vanilla-extract class names as the browser build, as one Node module
 * outside dist. `pnpm build` runs it before the browser build, whose plugin then imports it.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    ssr: 'src/prerender.tsx',
    outDir: dirname(PRERENDER_BUILD),
    emptyOutDir: true,
    rollupOptions: { onLog: quietExpectedLogs, output: { entryFileNames: basename(PRERENDER_BUILD) } },
  },
});
