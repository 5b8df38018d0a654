import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './vite-chunks';
import { precompress } from './vite-precompress';

/** Everything the browser asks of the BFF; in development Vite forwards it (the BFF owns /trpc). */
const BFF = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/trpc': BFF,
      '/files': BFF,
      '/uploads': BFF,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The polyfill is for browsers without <link rel="modulepreload"> (Safari before 17): they
    // load the same scripts, a moment later, without it, and every first visit saves its bytes.
    modulePreload: { polyfill: false },
    // Content-hashed names under /assets let the BFF cache them forever.
    rollupOptions: {
      // The route table loads every page lazily, and boot.tsx also imports the /error page on
      // purpose, so it is in the first chunk and renders with the network down (ERR-1).
      onLog(level, log, handler) {
        const expected = log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('/error-page.tsx');
        if (!expected) handler(level, log);
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting,
      },
    },
  },
});
