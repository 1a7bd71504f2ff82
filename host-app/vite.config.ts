// The hosted site: `vite build --config host-app/vite.config.ts` (scripts/build.mjs) writes
// host-app/dist, which the reference server serves at / with an SPA fallback. In `vite dev` the
// API is proxied to the server on port 8080, so the app always calls relative /api/v1 paths.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.SAVDO_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
