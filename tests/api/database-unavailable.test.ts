/**
 * A database that cannot answer (here: another process holds SQLite's write lock past the busy
 * timeout) gets a 503 with a message and Retry-After, REST and tRPC alike, changes nothing, and the
 * same call goes through once the database answers again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { httpMessages } from '../../src/shared/messages/http';
import { createTestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { addToCart, json, sellerWithCatch, signedInBuyer } from './order-helpers';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function appOnFile() {
  const dir = mkdtempSync(join(tmpdir(), 'baycatch-unavailable-'));
  dirs.push(dir);
  const databasePath = join(dir, 'bay.sqlite');
  const t = createTestApp({}, { databasePath });
  // Waiting five seconds for the lock is the production setting; the test need not.
  t.sqlite.pragma('busy_timeout = 50');
  const seller = await sellerWithCatch(t, { qtyAvailable: 10 });
  const buyer = await signedInBuyer(t);
  await addToCart(buyer.client, seller.listing.id, 1);
  /** Another process taking the write lock and keeping it. */
  const holdWriteLock = () => {
    const other = new Database(databasePath);
    other.exec('BEGIN IMMEDIATE');
    return () => {
      other.exec('ROLLBACK');
      other.close();
    };
  };
  return { t, buyer, holdWriteLock };
}

describe('a database that cannot answer', () => {
  it('answers a checkout 503 with a message and Retry-After, changes nothing, and recovers', async () => {
    const { t, buyer, holdWriteLock } = await appOnFile();
    const release = holdWriteLock();
    const refused = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await json(refused)).toEqual({ message: httpMessages.databaseUnavailable });
    expect(t.logs.some((log) => log.level === 'warn' && log.message.startsWith('answered 503'))).toBe(true);
    release();

    expect((await json<unknown[]>(await buyer.client.get('/api/orders'))).length).toBe(0);
    const placed = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
    expect(placed.status).toBe(201);
    t.close();
  });

  it('answers a tRPC call the same way', async () => {
    const { t, buyer, holdWriteLock } = await appOnFile();
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    const release = holdWriteLock();
    await expect(trpc.orders.place.mutate({ paymentMethod: 'cash' })).rejects.toMatchObject({
      message: httpMessages.databaseUnavailable,
      data: { httpStatus: 503 },
    });
    release();
    await expect(trpc.orders.place.mutate({ paymentMethod: 'cash' })).resolves.toBeDefined();
    t.close();
  });
});
