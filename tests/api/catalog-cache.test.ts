import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catches } from '../../db/schema';
import { openDatabase } from '../../src/server/db/client';
import { createTestApp } from '../helpers/test-app';
import { createCatch, sellerWithCatch } from './order-helpers';

type Page = { id: string; qtyAvailable: number; title: string }[];

describe('catalog read cache', () => {
  it('never serves an answer from before a write', async () => {
    const t = createTestApp();
    const { listing, profile } = await sellerWithCatch(t, { title: 'Jumbo males', qtyAvailable: 5 });
    const read = async () => (await (await t.app.request('/api/catches?limit=6')).json()) as Page;

    expect((await read()).map((c) => c.qtyAvailable)).toEqual([5]);
    expect((await read()).map((c) => c.qtyAvailable)).toEqual([5]);

    t.db.update(catches).set({ qtyAvailable: 2 }).where(eq(catches.id, listing.id)).run();
    expect((await read()).map((c) => c.qtyAvailable)).toEqual([2]);

    createCatch(t.db, profile.id, { title: 'Steamed #1' });
    expect((await read()).map((c) => c.title).sort()).toEqual(['Jumbo males', 'Steamed #1']);

    t.db.update(catches).set({ qtyAvailable: 0 }).where(eq(catches.id, listing.id)).run();
    expect((await read()).map((c) => c.title)).toEqual(['Steamed #1']);
  });

  it('sees writes made with raw SQL, outside Drizzle', async () => {
    const t = createTestApp();
    const { listing } = await sellerWithCatch(t, { qtyAvailable: 5 });
    const read = async () => (await (await t.app.request('/api/catches?limit=6')).json()) as Page;
    expect((await read())[0]?.qtyAvailable).toBe(5);
    t.sqlite.prepare('update catches set qty_available = 4 where id = ?').run(listing.id);
    expect((await read())[0]?.qtyAvailable).toBe(4);
  });

  it('sees writes committed by another connection (a second process) to the same file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baycatch-cache-'));
    const t = createTestApp({}, { databasePath: join(dir, 'shared.db') });
    const other = openDatabase(join(dir, 'shared.db'));
    try {
      const { listing } = await sellerWithCatch(t, { qtyAvailable: 5 });
      const read = async () => (await (await t.app.request('/api/catches?limit=6')).json()) as Page;
      expect((await read())[0]?.qtyAvailable).toBe(5);
      other.sqlite.prepare('update catches set qty_available = 3 where id = ?').run(listing.id);
      expect((await read())[0]?.qtyAvailable).toBe(3);
    } finally {
      other.close();
      t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('hands out cached pages that nobody can change', async () => {
    const t = createTestApp();
    await sellerWithCatch(t, { title: 'Jumbo males' });
    const filter = { sort: 'newest', limit: 6, offset: 0 } as const;
    const page = await t.services.catalog.listPage(filter);
    expect(() => {
      (page.items[0] as { title: string }).title = 'Changed';
    }).toThrow(TypeError);
    expect((await t.services.catalog.listPage(filter)).items[0]?.title).toBe('Jumbo males');
  });
});
