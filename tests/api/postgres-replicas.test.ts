/**
 * A primary with a streaming replica (started here), and two app processes with
 * DATABASE_REPLICA_URLS: what a person wrote is read back at once through the other process
 * (their order and their cart come from the primary), while catalog browsing is answered by the
 * replica, a moment behind. Replay on the replica is paused to show which reads go where.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { createSeller, createUser, FACTORY_PASSWORD } from '../helpers/factories';
import { startPostgres, type TestPostgres } from '../helpers/postgres';
import { startServer, stopServers } from '../helpers/server-process';
import { createCatch, SATURDAY } from './order-helpers';

let primary: TestPostgres;
let replica: TestPostgres;
let database: DatabaseHandle;
let replicaAdmin: pg.Client;
let urls: [string, string];

const on = (server: TestPostgres, name: string) => {
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
};

beforeAll(async () => {
  primary = await startPostgres();
  const primaryUrl = await primary.createDatabase('baycatch');
  // The schema first, so the replica copies it: a hot standby cannot run the migrations.
  database = await openDatabase(primaryUrl);
  replica = await primary.startReplica();
  replicaAdmin = new pg.Client({ connectionString: replica.url });
  await replicaAdmin.connect();
  const settings = { DATABASE_URL: primaryUrl, DATABASE_REPLICA_URLS: on(replica, 'baycatch') };
  urls = [await startServer(settings), await startServer(settings)];
}, 120_000);

afterAll(async () => {
  await stopServers();
  await replicaAdmin?.end();
  await database?.close();
  await replica?.stop();
  await primary?.stop();
});

async function signIn(url: string, email: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: FACTORY_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return { 'content-type': 'application/json', cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! };
}

const catalogTitles = async (url: string) =>
  ((await (await fetch(`${url}/api/catches?limit=50`)).json()) as { title: string }[]).map((c) => c.title);

describe('a primary and a replica under two app processes', () => {
  it('reads back a buyer’s cart and order at once through the other process', async () => {
    const [first, second] = urls;
    const seller = await createSeller(database.db);
    const listing = await createCatch(database.db, seller.profile.id, {
      title: 'Jumbo males',
      qtyAvailable: 5,
    });
    const buyer = await createUser(database.db);
    const headers = await signIn(first, buyer.email);

    const added = await fetch(`${first}/api/cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ catchId: listing.id, qty: 2, selectedPickupWindow: SATURDAY }),
    });
    expect(added.status).toBe(201);
    const cart = (await (await fetch(`${second}/api/cart`, { headers })).json()) as { qty: number }[];
    expect(cart.map((line) => line.qty)).toEqual([2]);

    const placed = await fetch(`${first}/api/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ paymentMethod: 'cash' }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { id: string };
    const readBack = await fetch(`${second}/api/orders/${order.id}`, { headers });
    expect(readBack.status).toBe(200);
    expect(((await readBack.json()) as { status: string }).status).toBe('confirmed');
  });

  it('answers catalog browsing from the replica, which catches up', async () => {
    const [, second] = urls;
    const seller = await createSeller(database.db);
    await createCatch(database.db, seller.profile.id, { title: 'Before the pause' });
    await vi.waitFor(async () => expect(await catalogTitles(second)).toContain('Before the pause'), {
      timeout: 5_000,
    });

    await replicaAdmin.query('select pg_wal_replay_pause()');
    try {
      await createCatch(database.db, seller.profile.id, { title: 'Landed during the pause' });
      // The primary has it; the replica, paused, does not, and browsing still answers from it.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(await catalogTitles(second)).not.toContain('Landed during the pause');
      expect(await catalogTitles(second)).toContain('Before the pause');
    } finally {
      await replicaAdmin.query('select pg_wal_replay_resume()');
    }
    await vi.waitFor(async () => expect(await catalogTitles(second)).toContain('Landed during the pause'), {
      timeout: 5_000,
    });
  });
});
