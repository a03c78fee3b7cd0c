/**
 * A Vite plugin that prints the JavaScript the landing page loads before it can render: the
 * entry chunk and everything it imports statically, gzipped. Lazy chunks (the map, other screens)
 * are listed apart because a visitor only pays for them when they open those screens.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const FIRST_LOAD_BUDGET_KB = 200;

export function firstLoadReport(): Plugin {
  return {
    name: 'baycatch-first-load-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const firstLoad = new Set<string>();
      const visit = (fileName: string) => {
        if (firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      visit(entry.fileName);
      const gzipKb = (fileName: string) => gzipSync(chunks.get(fileName)?.code ?? '').length / 1024;
      const total = [...firstLoad].reduce((sum, fileName) => sum + gzipKb(fileName), 0);
      const verdict = total <= FIRST_LOAD_BUDGET_KB ? 'within' : 'OVER';
      const lazy = [...chunks.keys()].filter((fileName) => !firstLoad.has(fileName));
      if (process.env.FIRST_LOAD_DETAIL) {
        // What the landing pays for, largest first (bytes before minifying): where to look when it
        // grows. Packages first, summed: one stray import can bring a whole library (decision 035).
        const modules = [...firstLoad].flatMap((fileName) =>
          Object.entries(chunks.get(fileName)?.modules ?? {}),
        );
        const packages = new Map<string, number>();
        for (const [id, module] of modules) {
          const name = id.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/)?.[1];
          if (name) packages.set(name, (packages.get(name) ?? 0) + module.renderedLength);
        }
        for (const [name, length] of [...packages].sort(([, a], [, b]) => b - a))
          this.info(`${length}\tpackage ${name}`);
        const own = modules.filter(([id]) => id.includes('/src/') && !id.includes('node_modules'));
        own.sort(([, a], [, b]) => b.renderedLength - a.renderedLength);
        for (const [id, module] of own)
          this.info(`${module.renderedLength}\t${id.replace(/^.*\/src\//, 'src/')}`);
      }
      this.info(
        [
          `Landing first-load JavaScript: ${total.toFixed(1)} kB gzip (${verdict} the ${FIRST_LOAD_BUDGET_KB} kB budget) in ${firstLoad.size} chunk(s)`,
          `Lazy chunks: ${lazy.map((fileName) => `${fileName} ${gzipKb(fileName).toFixed(1)} kB`).join(', ') || 'none'}`,
        ].join('\n'),
      );
    },
  };
}
