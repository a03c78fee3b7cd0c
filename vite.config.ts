import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadReport } from './scripts/build/first-load-report.js';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), firstLoadReport()],
  resolve: {
    // The client's zod never probes `new Function` (src/client/lib/zod-without-eval.ts: CSP).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/client/lib/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/trpc': apiTarget, '/healthz': apiTarget },
  },
});
