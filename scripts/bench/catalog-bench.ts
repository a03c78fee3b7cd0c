/**
 * Catalog throughput over loopback with autocannon at 50 connections: a bare Hono route (the
 * ceiling), the marketplace's filtered first page over REST and over the tRPC procedure the client
 * calls, one listing by id, the marketplace HTML, the filtered first page when every request misses
 * the read cache, and buyers browsing while checkouts write. Prints requests/s, p50/p99 and each
 * figure's ratio to the ceiling; it asserts nothing. Targets (2 cores): REST page >= 0.12 of the
 * ceiling with p99 <= 40 ms, tRPC page >= 0.06, every request a miss >= 0.10, browsing during
 * checkouts >= 0.08. Needs the built client (npm run build). Usage: npm run bench; BENCH_ONLY=miss,checkouts
 * runs only the lines whose label contains one of those words (the ceiling always runs).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { CatchDto } from '../../src/shared/catch.schema';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
/** Checkouts a second in the mixed line, spread evenly (one every 50 ms). */
const ORDERS_PER_SECOND = 20;
/** A buyer may hold this many unpaid cash orders at once (the checkout's rule). */
const OPEN_CASH_ORDERS = 5;

if (!existsSync('dist/client/index.html')) throw new Error('Build the client first: npm run build');

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/catalog/serve.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<{ appPort: number; ceilingPort: number; catchId: string }>(
  (resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  },
);

const app = `http://127.0.0.1:${ready.appPort}`;
const filters = { species: 'Blue Crab', maxPrice: 150, sort: 'newest', limit: 6, offset: 0 };
const trpcInput = encodeURIComponent(JSON.stringify({ 0: { json: filters } }));
const firstPage = '/api/catches?species=Blue%20Crab&maxPrice=150&sort=newest&limit=6';
let missNumber = 0;
/** A different price ceiling each time: more distinct pages than the read cache keeps. */
const missPath = () =>
  `/api/catches?species=Blue%20Crab&maxPrice=${((10_000 + (missNumber++ % 9000)) / 100).toFixed(2)}&sort=newest&limit=6`;
/**
 * Buyers browsing: most ask for the pages everyone asks for (the first page, the next page, a
 * species, another order), which the read cache answers until the next checkout empties it; one
 * request in five is a filter nobody asked for since, a miss whatever the cache holds.
 */
const browsePaths = [
  firstPage,
  '/api/catches?sort=newest&limit=6',
  firstPage,
  '/api/catches?species=Blue%20Crab&maxPrice=150&sort=newest&limit=6&offset=6',
  missPath,
  firstPage,
  '/api/catches?species=Oysters&sort=price-low&limit=6',
  '/api/catches?sort=price-low&limit=6',
  firstPage,
  missPath,
];
let browseNumber = 0;
const browsePath = () => {
  const next = browsePaths[browseNumber++ % browsePaths.length]!;
  return typeof next === 'string' ? next : next();
};

interface Line {
  label: string;
  url: string;
  nextPath?: () => string;
  /** Runs beside the measurement; returns what to print after the figures. */
  alongside?: () => { stop(): Promise<string> };
}

/**
 * Checkouts through the API, as a browser makes them: the buyer puts one of a listing in the cart
 * (POST /api/cart, with a pickup slot the listing's page offers) and checks out paying cash
 * (POST /api/orders). The buyers sign up through the API beforehand (password hashing is sign-up's
 * cost, not checkout's), enough of them that none reaches the limit of open cash orders; each
 * places one order at a time, and a new order starts every 1/ORDERS_PER_SECOND s.
 */
async function checkoutWriter(): Promise<() => { stop(): Promise<string> }> {
  const buyerCount = Math.ceil((ORDERS_PER_SECOND * (SECONDS + 1) * 1.25) / OPEN_CASH_ORDERS);
  const buyers = await Promise.all(
    Array.from({ length: buyerCount }, async (_, index) => {
      const res = await fetch(`${app}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-buyer-${index}@bay.test`,
          password: 'Trotline-bushel-4217-harbor',
          firstName: 'Bench',
          lastName: `Buyer ${index}`,
        }),
      });
      if (res.status !== 201) throw new Error(`buyer sign-up: ${res.status} ${await res.text()}`);
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
      return { headers: { 'content-type': 'application/json', cookie }, busy: false, orders: 0 };
    }),
  );
  // Listings in stock with an open pickup slot, as their pages offer them.
  const newest = (await (await fetch(`${app}/api/catches?sort=newest&limit=100`)).json()) as CatchDto[];
  const choices = (
    await Promise.all(
      newest.map(async ({ id }) => {
        const listing = (await (await fetch(`${app}/api/catches/${id}`)).json()) as CatchDto;
        const slot = listing.pickupSlots?.find((offered) => !offered.closed);
        return slot && listing.qtyAvailable > 0
          ? { catchId: id, selectedPickupWindow: slot.window, pickupDate: slot.date }
          : undefined;
      }),
    )
  ).filter((choice) => choice !== undefined);
  if (choices.length === 0) throw new Error('no listing offers a pickup slot');
  let next = 0;

  /** Why orders did not go through: step and status, with how often. */
  const refusals = new Map<string, number>();
  const refused = (why: string) => {
    refusals.set(why, (refusals.get(why) ?? 0) + 1);
    return false;
  };

  async function placeOrder(buyer: (typeof buyers)[number]): Promise<boolean> {
    const choice = choices[next++ % choices.length]!;
    const added = await fetch(`${app}/api/cart`, {
      method: 'POST',
      headers: buyer.headers,
      body: JSON.stringify({ ...choice, qty: 1 }),
    });
    await added.arrayBuffer();
    if (added.status !== 201 && added.status !== 200) return refused(`cart ${added.status}`);
    const placed = await fetch(`${app}/api/orders`, {
      method: 'POST',
      headers: buyer.headers,
      body: JSON.stringify({ paymentMethod: 'cash' }),
    });
    await placed.arrayBuffer();
    return placed.status === 201 || refused(`checkout ${placed.status}`);
  }

  return () => {
    const started = performance.now();
    let placed = 0;
    let failed = 0;
    const pending = new Set<Promise<void>>();
    let begun = 0;
    // Orders start on schedule (one every 1/ORDERS_PER_SECOND s), catching up after a late tick.
    const timer = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * ORDERS_PER_SECOND);
      while (begun < due) {
        const buyer = buyers.find((candidate) => !candidate.busy && candidate.orders < OPEN_CASH_ORDERS);
        if (!buyer) return;
        begun += 1;
        buyer.busy = true;
        const order = placeOrder(buyer)
          .then(
            (ok) => {
              if (ok) {
                placed += 1;
                buyer.orders += 1;
              } else failed += 1;
            },
            (error: Error) => {
              failed += 1;
              refused(error.message);
            },
          )
          .finally(() => {
            buyer.busy = false;
            pending.delete(order);
          });
        pending.add(order);
      }
    }, 10);
    return {
      async stop() {
        clearInterval(timer);
        const seconds = (performance.now() - started) / 1000;
        await Promise.all(pending);
        const why = [...refusals].map(([reason, times]) => `${reason} x${times}`).join(', ');
        return `  checkouts alongside: ${(placed / seconds).toFixed(1)} orders/s placed (asked ${ORDERS_PER_SECOND}/s), ${failed} refused or failed${why ? ` (${why})` : ''}`;
      },
    };
  };
}

const lines: Line[] = [
  { label: 'ceiling: bare Hono JSON', url: `http://127.0.0.1:${ready.ceilingPort}/ceiling` },
  { label: 'GET /api/catches first page', url: `${app}${firstPage}` },
  { label: 'tRPC catalog.list first page', url: `${app}/trpc/catalog.list?batch=1&input=${trpcInput}` },
  { label: 'GET /api/catches/{id}', url: `${app}/api/catches/${ready.catchId}` },
  { label: 'first page, every request a miss', url: app, nextPath: missPath },
  // Not a target: the floor under the line above, one raw indexed query of six rows.
  {
    label: 'reference: raw SQLite page of 6',
    url: `http://127.0.0.1:${ready.ceilingPort}`,
    nextPath: () => `/raw-page?maxPrice=${10_000 + (missNumber++ % 9000)}`,
  },
];
const wanted = (label: string) => !ONLY || ONLY.some((word) => label.includes(word));
const mixedLabel = 'browsing during checkouts';
if (wanted(mixedLabel)) {
  lines.push({ label: mixedLabel, url: app, nextPath: browsePath, alongside: await checkoutWriter() });
}
// Last: the server keeps rendering the pages still asked for when a line ends, which would weigh
// on the line after it.
lines.push({ label: 'GET /marketplace (HTML)', url: `${app}/marketplace` });

try {
  let ceiling = 0;
  console.info(`catalog bench: 10,000 listings, ${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const { label, url, nextPath, alongside } of lines) {
    if (ceiling !== 0 && !wanted(label)) continue;
    const requests = nextPath
      ? [{ setupRequest: (request: object) => ({ ...request, path: nextPath() }) }]
      : undefined;
    const writer = alongside?.();
    // A short warm-up so prepared statements and the JIT are in place before measuring.
    await autocannon({ url, requests, connections: 10, duration: 1 });
    const result = await autocannon({ url, requests, connections: CONNECTIONS, duration: SECONDS });
    const writes = await writer?.stop();
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const rps = result.requests.average;
    if (ceiling === 0) ceiling = rps;
    console.info(
      `${label.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(3)} ms  p99 ${String(result.latency.p99).padStart(3)} ms  ${(rps / ceiling).toFixed(3)} of ceiling`,
    );
    if (writes) console.info(writes);
  }
} finally {
  child.kill('SIGTERM');
}
