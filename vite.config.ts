import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraOrderedMemo } from './scripts/build/chakra-ordered-memo.js';
import { firstLoadReport } from './scripts/build/first-load-report.js';
import { LIBRARY_GROUPS, libraryScripts } from './scripts/build/library-scripts.js';
import { webAppManifest } from './scripts/build/web-app-manifest.js';

/** Names the build: orders kept offline by another build are dropped (src/client/lib/offline-orders.ts). */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * Two builds from one config: the client (dist/client) and, with `--ssr`, the server renderer
 * (dist/server/entry-server.js, src/client/entry-server.tsx) that src/server loads to draw pages.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  define: { 'import.meta.env.VITE_APP_BUILD': JSON.stringify(buildId()) },
  // The first-load report, the worker and the manifest belong to the client build alone.
  plugins: isSsrBuild
    ? [react(), chakraOrderedMemo()]
    : [
        react(),
        chakraOrderedMemo(),
        firstLoadReport(),
        libraryScripts(),
        // The service worker (src/client/sw.ts) and the manifest; the app registers the worker itself
        // after the first paint (src/client/lib/service-worker.ts), so nothing is injected into the page.
        VitePWA({
          strategies: 'injectManifest',
          srcDir: '.',
          filename: 'sw.ts',
          injectRegister: false,
          registerType: 'prompt',
          manifest: webAppManifest,
          includeManifestIcons: false,
          injectManifest: {
            // The app shell: every script and style (screens load lazily, offline too), the page,
            // fonts and the icons. Listing photos are cached as they are seen (sw.ts), never here.
            globPatterns: ['**/*.{js,css,html,woff2}', 'icons/*.png', 'images/brand/*.svg'],
            globIgnores: ['**/*.map'],
            maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          },
          devOptions: { enabled: false },
        }),
      ],
  // Chakra's memo keyed in order (scripts/build/chakra-ordered-memo.ts) on both sides: bundled into
  // the server renderer rather than loaded from node_modules, and patched in `vite`'s dependency
  // bundle too, so a page hydrates in development as in production. Chakra's own building blocks
  // (Ark UI, Zag) are bundled with it, only the parts the app uses: loaded from node_modules they
  // were some 1,500 modules read at every server start, half of its start-up time.
  ssr: {
    noExternal: [
      '@chakra-ui/react',
      '@ark-ui/react',
      /^@zag-js\//,
      /^@internationalized\//,
      '@pandacss/is-valid-prop',
      /^@floating-ui\//,
      'proxy-compare',
      'uqr',
      'perfect-freehand',
    ],
  },
  optimizeDeps: { rolldownOptions: { plugins: [chakraOrderedMemo()] } },
  resolve: {
    // The client's zod never probes `new Function` (src/client/lib/zod-without-eval.ts: CSP).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/client/lib/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  build: isSsrBuild
    ? {
        outDir: '../../dist/server',
        emptyOutDir: true,
        sourcemap: true,
        ssr: 'entry-server.tsx',
        copyPublicDir: false,
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        sourcemap: true,
        chunkSizeWarningLimit: 900,
        // The page is painted by the server's HTML; scripts only make it live. No modulepreload
        // burst at high priority ahead of the page's photos, and what the first page runs in four
        // files instead of some fifty: three library groups, each evaluated as a task of its own
        // (scripts/build/library-scripts.ts), and the app (docs/decisions/013-server-rendering.md).
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                ...LIBRARY_GROUPS.map((group, index) => ({
                  ...group,
                  tags: ['$initial' as const],
                  priority: LIBRARY_GROUPS.length + 1 - index,
                })),
                { name: 'app', tags: ['$initial' as const], priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/trpc': apiTarget, '/healthz': apiTarget },
  },
}));
