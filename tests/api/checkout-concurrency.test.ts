/**
 * Stock under concurrency: many buyers checking out the same catch at the same moment never get
 * more than there is. Once in one process, and once across two server processes sharing one
 * database (a SQLite file, or a PostgreSQL database in the api-postgres run), where requests
 * really do run in parallel: 200 buyers race for a stock of 50.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engine } from '../../src/server/db/client';
import { orders } from '../../src/server/db/tables';
import { createSeller, createUser, FACTORY_PASSWORD, signedInClient } from '../helpers/factories';
import { startServer, stopServers } from '../helpers/server-process';
import { createTestApp } from '../helpers/test-app';
import { createPostgresDatabase, postgresUrlOf } from '../helpers/test-database';
import { createCatch, SATURDAY, stockOf } from './order-helpers';

const BUYERS = 20;
const STOCK = 5;
/** Across processes: 200 one-unit checkouts race for a stock of 50. */
const RACERS = 200;
const RACE_STOCK = 50;

describe('checkout under concurrency', () => {
  it(`sells exactly ${STOCK} of ${STOCK} to ${BUYERS} simultaneous buyers in one process`, async () => {
    const t = await createTestApp();
    const seller = await createSeller(t.db);
    const listing = await createCatch(t.db, seller.profile.id, { qtyAvailable: STOCK });
    const clients = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const user = await createUser(t.db);
        const client = await signedInClient(t.app, user.email);
        await client.post('/api/cart', { catchId: listing.id, qty: 1, selectedPickupWindow: SATURDAY });
        return client;
      }),
    );
    const statuses = await Promise.all(
      clients.map(async (client) => (await client.post('/api/orders', { paymentMethod: 'cash' })).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(STOCK);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - STOCK);
    expect(await t.db.select().from(orders)).toHaveLength(STOCK);
    expect(await stockOf(t.db, listing.id)).toBe(0);
  });

  describe('across two server processes on one database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'baycatch-concurrency-'));
    afterAll(async () => {
      await stopServers();
      rmSync(dir, { recursive: true, force: true });
    });

    it(`sells exactly ${RACE_STOCK} to ${RACERS} buyers racing through both, with no server error`, async () => {
      const postgresName = engine === 'postgres' ? await createPostgresDatabase() : undefined;
      const sqlitePath = join(dir, 'shared.db');
      const shared: Record<string, string> = postgresName
        ? { DATABASE_URL: postgresUrlOf(postgresName) }
        : { DATABASE_PATH: sqlitePath };
      const { db } = await createTestApp({}, postgresName ? { postgresName } : { sqlitePath });
      const seller = await createSeller(db);
      const listing = await createCatch(db, seller.profile.id, { qtyAvailable: RACE_STOCK });
      const buyers = await Promise.all(Array.from({ length: RACERS }, () => createUser(db)));
      const urls = await Promise.all([startServer(shared), startServer(shared)]);

      const sessions = await Promise.all(
        buyers.map(async (buyer, index) => {
          const url = urls[index % urls.length]!;
          const login = await fetch(`${url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: buyer.email, password: FACTORY_PASSWORD }),
          });
          const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
          const headers = { 'content-type': 'application/json', cookie };
          const added = await fetch(`${url}/api/cart`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ catchId: listing.id, qty: 1, selectedPickupWindow: SATURDAY }),
          });
          expect(added.status).toBe(201);
          return { url, headers };
        }),
      );
      const statuses = await Promise.all(
        sessions.map(
          async ({ url, headers }) =>
            (
              await fetch(`${url}/api/orders`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ paymentMethod: 'cash' }),
              })
            ).status,
        ),
      );
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(RACE_STOCK);
      expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - RACE_STOCK);
      expect(await db.select().from(orders)).toHaveLength(RACE_STOCK);
      expect(await stockOf(db, listing.id)).toBe(0);
    }, 180_000);
  });
});
