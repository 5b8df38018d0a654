import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { codeSplitting, quietExpectedLogs } from './vite-chunks.ts';
import { precompress } from './vite-precompress.ts';
import { prerender } from './vite-prerender.ts';

/** Everything the browser asks of the BFF; in development Vite forwards it (the BFF owns /trpc). */
const BFF = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    prerender(),
    // The offline service worker (sw/sw.ts, docs/decisions.md "Offline learning"): built from our
    // own source with Workbox, its precache list injected. Registered by the app after load
    // (lib/offline/register-worker.ts); the manifests stay the edition's own, in public/.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // index.html is the signed-in app; prerendered guest pages, compressed copies, media never.
        globPatterns: [
          'index.html',
          'assets/**/*.{js,css,woff2,woff,svg,png}',
          'favicon.svg',
          'icons/*.{png,svg}',
        ],
        globIgnores: ['prerendered/**', '**/*.br', '**/*.gz', '**/*.map'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
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
    // The prerender plugin (vite-prerender.ts) reads which scripts and stylesheets a prerendered
    // page's modules need from the manifest.
    manifest: true,
    // Content-hashed names under /assets let the BFF cache them forever.
    rollupOptions: {
      onLog: quietExpectedLogs,
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting,
      },
    },
  },
});
