/**
 * Zod stays out of the landing's first load (docs/decisions/035-landing-first-load.md). Every module
 * the app's entry reaches by static imports is in the scripts a phone downloads before the landing
 * is live, whatever the landing itself uses: the bundler places a module by who can reach it. One
 * constant imported by the sign-in route from the form readers brought all of zod along (some
 * 25 kB gzip, the budget is 200 kB). This walks the same static imports, from src/client/main.tsx,
 * and names the chain that reaches zod if one does. Type-only imports and `import()` are left out,
 * as the bundler leaves them out of the first load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const ENTRY = join(ROOT, 'src/client/main.tsx');

/** `import … from '…'` and `export … from '…'`, not `import type`/`export type`, not `import()`. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** The chain of files from the entry to the first one that imports `pkg`, or null when none does. */
function chainTo(pkg: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[ENTRY, null]]);
  const queue = [ENTRY];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier === pkg || specifier.startsWith(`${pkg}/`)) {
        const chain = [specifier];
        for (let at: string | null | undefined = file; at; at = cameFrom.get(at))
          chain.unshift(relative(ROOT, at));
        return chain;
      }
      if (!specifier.startsWith('.')) continue;
      const next = resolveRelative(file, specifier);
      if (next && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

describe("the landing's first load", () => {
  it('reaches the router and the landing screen (the walk follows the imports)', () => {
    expect(chainTo('@tanstack/react-router')).not.toBeNull();
    expect(chainTo('lucide-react')).not.toBeNull();
  });

  it('never imports zod: forms and rules that need it load with their screens', () => {
    expect(chainTo('zod')).toBeNull();
  });
});
