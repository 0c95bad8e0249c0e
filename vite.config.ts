import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress';

// The web client. In dev, /api and /dev are proxied to the API server (scripts/dev.mjs).
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/dev': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/sandbox': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
});
