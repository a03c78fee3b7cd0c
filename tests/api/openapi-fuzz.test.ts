/**
 * Every operation of the published document, fuzzed as each kind of caller over the demo data:
 * no answer may be a server error or contradict the document. A short run with a fixed seed runs
 * in `npm test`; `npm run fuzz:api` runs a long one (FUZZ_RUNS, FUZZ_SEED to repeat a failure).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  catches,
  crabberProfiles,
  notifications,
  orders,
  users,
} from '../../src/server/db/tables';
import { totpCode } from '../../src/server/features/two-factor/totp';
import { apiDocument } from '../../src/server/openapi/document';
import { seedDemoData } from '../../src/server/seed/demo-seed';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../src/server/seed/seed-data';
import { answerChecker, type FuzzOperation, operationsOf, requestArbitrary } from '../helpers/openapi-fuzz';
import { createTestApp, type TestApp } from '../helpers/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** Fixed in `npm test`, so CI repeats itself; `random` for the long run (fast-check reports the seed of a failure). */
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261125);

const callers = {
  anonymous: null,
  buyer: 'buyer@baycatch.test',
  seller: 'seller@baycatch.test',
  pendingSeller: 'pending@baycatch.test',
  admin: 'admin@baycatch.test',
} as const;
type CallerName = keyof typeof callers;

/** Calls that end the caller's own session would leave the rest of the run signed out. */
const SESSION_ENDING = new Set(['/api/auth/logout', '/api/logout']);
const ID_TABLES = [users, crabberProfiles, catches, cartItems, orders, notifications];

const document = apiDocument();
const problemWith = answerChecker(document);
let testApp: TestApp;
const cookies = new Map<CallerName, string>();
let knownIds: string[] = [];

async function signIn(email: string): Promise<string> {
  const res = await testApp.app.request('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`Sign-in as ${email} failed with ${res.status}`);
  if (!((await res.json()) as { twoFactorRequired?: boolean }).twoFactorRequired) return cookie;
  // The demo admin has two-factor sign-in: the code step turns the sign-in cookie into a session.
  const finished = await testApp.app.request('http://localhost/api/auth/login/two-factor', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ code: totpCode(DEMO_ADMIN_TOTP_SECRET) }),
  });
  const session = finished.headers.getSetCookie().find((line) => line.includes('session='));
  if (finished.status !== 200 || !session) throw new Error(`The code step for ${email} failed`);
  return session.split(';')[0]!;
}

/** The buyer's cart holds a line and they have an order, so those ids answer more than 404. */
async function buyerWithAnOrder(cookie: string) {
  const call = (path: string, method = 'GET', body?: unknown) =>
    testApp.app.request(`http://localhost${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const [listing] = (await (await call('/api/catches')).json()) as { id: string }[];
  if (!listing) throw new Error('The demo data has no listings');
  const detail = (await (await call(`/api/catches/${listing.id}`)).json()) as {
    pickupSlots: { window: unknown; date: string; closed?: boolean }[];
  };
  const slot = detail.pickupSlots.find((candidate) => !candidate.closed);
  const cartLine = {
    catchId: listing.id,
    qty: 1,
    selectedPickupWindow: slot?.window,
    pickupDate: slot?.date,
  };
  expect((await call('/api/cart', 'POST', cartLine)).status).toBe(201);
  expect((await call('/api/orders', 'POST', { paymentMethod: 'cash' })).status).toBe(201);
  expect((await call('/api/cart', 'POST', cartLine)).status).toBe(201);
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.db);
  for (const [name, email] of Object.entries(callers)) {
    if (email) cookies.set(name as CallerName, await signIn(email));
  }
  await buyerWithAnOrder(cookies.get('buyer') ?? '');
  knownIds = [];
  for (const table of ID_TABLES) {
    const rows = await testApp.db.select({ id: table.id }).from(table).orderBy(table.id);
    knownIds.push(...rows.map((row) => String(row.id)));
  }
}, 60_000);

afterAll(() => testApp.close());

async function fuzz(entry: FuzzOperation, caller: CallerName) {
  const cookie = cookies.get(caller);
  await fc.assert(
    fc.asyncProperty(requestArbitrary(entry, document, knownIds), async (request) => {
      const headers = new Headers(request.init.headers);
      if (cookie) headers.set('cookie', cookie);
      const res = await testApp.app.request(`http://localhost${request.url}`, { ...request.init, headers });
      const problem = await problemWith(entry, res);
      if (problem) throw new Error(`${request.summary}\nas ${caller} answered ${problem}`);
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
}

describe('the published API under fuzzing', () => {
  for (const entry of operationsOf(document)) {
    const who = (Object.keys(callers) as CallerName[]).filter(
      (caller) => caller === 'anonymous' || !SESSION_ENDING.has(entry.path),
    );
    it(`${entry.method.toUpperCase()} ${entry.path} answers as documented`, async () => {
      for (const caller of who) await fuzz(entry, caller);
    });
  }
});
