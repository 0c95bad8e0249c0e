import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';

// The web client. In dev, /api and /dev are proxied to the API server (scripts/dev.mjs).
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    // The offline library's service worker (decision 032): our own src/web/sw.ts, given the list
    // of the build's files to precache. It registers itself after load (lib/offline/register.ts);
    // the manifest stays public/manifest.webmanifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
        // The admin panel and the printed book are never used offline; the worker script itself
        // is not precached.
        globIgnores: ['**/sw.js', '**/assets/{Admin,UsersTab,BookMaker}*'],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Route splitting left about thirty chunks of 1-2 KB (a button, a hook) that a signed-in
      // page fetches at once: on a phone's HTTP/1.1 (six connections, each a round trip) they
      // queue in waves before the library can render. Small shared pieces go into their users.
      output: { experimentalMinChunkSize: 16_000 },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/dev': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/sandbox': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      // A story's share link (server-rendered page and its audio).
      '/s/': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
});
