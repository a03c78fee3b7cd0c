/**
 * A database that cannot answer gets a 503 with a message and Retry-After, REST and tRPC alike,
 * changes nothing, and the same call goes through once the database answers again. On SQLite
 * another process holds the write lock past the busy timeout; on PostgreSQL the server drops the
 * app's connections and refuses new ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { engine } from '../../src/server/db/client';
import { httpMessages } from '../../src/shared/messages/http';
import { createTestApp } from '../helpers/test-app';
import { createPostgresDatabase, postgresServerUrl } from '../helpers/test-database';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { addToCart, json, sellerWithCatch, signedInBuyer } from './order-helpers';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An app on a SQLite file, and another process taking its write lock and keeping it. */
async function sqliteApp() {
  const dir = mkdtempSync(join(tmpdir(), 'baycatch-unavailable-'));
  dirs.push(dir);
  const sqlitePath = join(dir, 'bay.sqlite');
  const t = await createTestApp({}, { sqlitePath });
  // Waiting five seconds for the lock is the production setting; the test need not.
  t.sqlite?.pragma('busy_timeout = 50');
  const takeAway = async () => {
    const other = new Database(sqlitePath);
    other.exec('BEGIN IMMEDIATE');
    return async () => {
      other.exec('ROLLBACK');
      other.close();
    };
  };
  return { t, takeAway };
}

/** An app on PostgreSQL, and the server dropping its connections and refusing new ones. */
async function postgresApp() {
  const name = await createPostgresDatabase();
  const t = await createTestApp({}, { postgresName: name });
  const onServer = async (statements: string[]) => {
    const admin = new pg.Client({ connectionString: postgresServerUrl() });
    await admin.connect();
    try {
      for (const statement of statements) await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  const takeAway = async () => {
    await onServer([
      `alter database ${name} allow_connections false`,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    ]);
    return () => onServer([`alter database ${name} allow_connections true`]);
  };
  return { t, takeAway };
}

async function appWithCart() {
  const { t, takeAway } = engine === 'postgres' ? await postgresApp() : await sqliteApp();
  const seller = await sellerWithCatch(t, { qtyAvailable: 10 });
  const buyer = await signedInBuyer(t);
  await addToCart(buyer.client, seller.listing.id, 1);
  return { t, buyer, takeAway };
}

describe('a database that cannot answer', () => {
  it('answers a checkout 503 with a message and Retry-After, changes nothing, and recovers', async () => {
    const { t, buyer, takeAway } = await appWithCart();
    const giveBack = await takeAway();
    const refused = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    const body = await json<{ message: string; requestId?: string }>(refused);
    expect(body).toEqual({ message: httpMessages.databaseUnavailable, requestId: expect.any(String) });
    // The answer names the request its log line names.
    const line = t.logs.find((log) => log.level === 'warn' && log.message.startsWith('answered 503'));
    expect(line?.fields?.requestId).toBe(body.requestId);
    await giveBack();

    expect((await json<unknown[]>(await buyer.client.get('/api/orders'))).length).toBe(0);
    const placed = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
    expect(placed.status).toBe(201);
    await t.close();
  });

  it('answers a tRPC call the same way', async () => {
    const { t, buyer, takeAway } = await appWithCart();
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    const giveBack = await takeAway();
    const refused = await trpc.orders.place
      .mutate({ paymentMethod: 'cash' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      message: httpMessages.databaseUnavailable,
      data: { httpStatus: 503, requestId: expect.any(String) },
    });
    const { requestId } = (refused as { data: { requestId: string } }).data;
    const line = t.logs.find((log) => log.level === 'warn' && log.message.startsWith('answered 503'));
    expect(line?.fields?.requestId).toBe(requestId);
    await giveBack();
    await expect(trpc.orders.place.mutate({ paymentMethod: 'cash' })).resolves.toBeDefined();
    await t.close();
  });
});
