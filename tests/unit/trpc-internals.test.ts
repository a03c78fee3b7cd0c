import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/root.router';
import { procedureType, TRPC_CHECKED_VERSION } from '../../src/server/trpc/trpc-internals';

const require = createRequire(import.meta.url);

describe('tRPC internals read by the short lane', () => {
  it('were checked against the installed @trpc/server (upgrade: follow decision 008 first)', () => {
    const manifest = require.resolve('@trpc/server/package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    expect(version).toBe(TRPC_CHECKED_VERSION);
  });

  it('tell queries from mutations and unknown paths', () => {
    expect(procedureType(appRouter, 'catalog.list')).toBe('query');
    expect(procedureType(appRouter, 'cart.add')).toBe('mutation');
    expect(procedureType(appRouter, 'catalog.nothing')).toBeUndefined();
    expect(procedureType(appRouter, 'toString')).toBeUndefined();
  });
});
