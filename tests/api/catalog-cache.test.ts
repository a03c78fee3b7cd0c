/**
 * The catalog read cache never serves an answer from before a write: a write of this app at once,
 * a write by another connection (another process) as soon as the engine tells of it. SQLite's
 * change counter tells at the next read; PostgreSQL's NOTIFY comes when the writer commits, a
 * moment later (src/server/db/postgres-changes.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { engine } from '../../src/server/db/client';
import { catches } from '../../src/server/db/tables';
import { createCatalogReadCache } from '../../src/server/features/catalog/catalog-read-cache';
import { createTestApp } from '../helpers/test-app';
import { createPostgresDatabase, postgresUrlOf } from '../helpers/test-database';
import { createCatch, sellerWithCatch } from './order-helpers';

type Page = { id: string; qtyAvailable: number; title: string }[];

/** `?` placeholders as PostgreSQL's $1, $2, ... */
const numberedParameters = (sql: string) => {
  let n = 0;
  return sql.replaceAll('?', () => `$${++n}`);
};

/** An app, and raw SQL run by another connection to its database, as another process would. */
async function appWithOtherConnection() {
  if (engine === 'postgres') {
    const name = await createPostgresDatabase();
    const t = await createTestApp({}, { postgresName: name });
    const other = new pg.Client({ connectionString: postgresUrlOf(name) });
    await other.connect();
    return {
      t,
      otherWrites: async (sql: string, ...values: unknown[]) => {
        await other.query(numberedParameters(sql), values);
      },
      close: () => other.end(),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'baycatch-cache-'));
  const t = await createTestApp({}, { sqlitePath: join(dir, 'shared.db') });
  const other = new Database(join(dir, 'shared.db'));
  return {
    t,
    otherWrites: async (sql: string, ...values: unknown[]) => {
      other.prepare(sql).run(...values);
    },
    close: async () => {
      other.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('catalog read cache', () => {
  it('never serves an answer from before a write', async () => {
    const t = await createTestApp();
    const { listing, profile } = await sellerWithCatch(t, { title: 'Jumbo males', qtyAvailable: 5 });
    const read = async () => (await (await t.app.request('/api/catches?limit=6')).json()) as Page;

    expect((await read()).map((c) => c.qtyAvailable)).toEqual([5]);
    expect((await read()).map((c) => c.qtyAvailable)).toEqual([5]);

    await t.db.update(catches).set({ qtyAvailable: 2 }).where(eq(catches.id, listing.id));
    expect((await read()).map((c) => c.qtyAvailable)).toEqual([2]);

    await createCatch(t.db, profile.id, { title: 'Steamed #1' });
    expect((await read()).map((c) => c.title).sort()).toEqual(['Jumbo males', 'Steamed #1']);

    await t.db.update(catches).set({ qtyAvailable: 0 }).where(eq(catches.id, listing.id));
    expect((await read()).map((c) => c.title)).toEqual(['Steamed #1']);
  });

  it('sees raw SQL committed by another connection (a second process) to the same database', async () => {
    const { t, otherWrites, close } = await appWithOtherConnection();
    try {
      const { listing } = await sellerWithCatch(t, { qtyAvailable: 5 });
      const read = async () => (await (await t.app.request('/api/catches?limit=6')).json()) as Page;
      expect((await read())[0]?.qtyAvailable).toBe(5);
      await otherWrites('update catches set qty_available = 3 where id = ?', listing.id);
      if (engine === 'sqlite') expect((await read())[0]?.qtyAvailable).toBe(3);
      else await vi.waitFor(async () => expect((await read())[0]?.qtyAvailable).toBe(3), { timeout: 1_000 });
      await otherWrites('update catches set title = ? where id = ?', 'Renamed', listing.id);
      await vi.waitFor(async () => expect((await read())[0]?.title).toBe('Renamed'), { timeout: 1_000 });
    } finally {
      await close();
    }
  });

  it('hands out cached pages that nobody can change', async () => {
    const t = await createTestApp();
    await sellerWithCatch(t, { title: 'Jumbo males' });
    const filter = { sort: 'newest', limit: 6, offset: 0 } as const;
    const page = await t.services.catalog.listPage(filter);
    expect(() => {
      (page.items[0] as { title: string }).title = 'Changed';
    }).toThrow(TypeError);
    expect((await t.services.catalog.listPage(filter)).items[0]?.title).toBe('Jumbo males');
  });

  it('reads an answer once for every caller asking for it at the same moment', async () => {
    let version = 1;
    const cache = createCatalogReadCache({
      setVersion: () => String(version),
      stamp: () => 0,
      stampOf: () => 0,
    });
    const none = () => [];
    let reads = 0;
    let finish = (_: string[]) => {};
    const compute = () => {
      reads += 1;
      return new Promise<string[]>((resolve) => (finish = resolve));
    };
    const at = new Date();
    const together = [cache.read('page', at, compute, none), cache.read('page', at, compute, none)];
    finish(['Jumbo males']);
    expect(await Promise.all(together)).toEqual([['Jumbo males'], ['Jumbo males']]);
    expect(reads).toBe(1);
    // After a write the next caller reads again.
    version = 2;
    const after = cache.read('page', at, compute, none);
    finish(['Steamed #1']);
    expect(await after).toEqual(['Steamed #1']);
    expect(reads).toBe(2);
  });
});
