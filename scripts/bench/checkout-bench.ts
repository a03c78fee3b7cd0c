/**
 * Checkout throughput on each engine: buyers check out as fast as the server lets them, each
 * putting one of a listing into the cart and placing a cash order (catalog/checkouts.ts), with
 * WORKERS orders in flight at once, on the catalog bench's 10,000 listings. Prints orders/s and
 * the latency of one order (cart and checkout), SQLite then PostgreSQL side by side; asserts
 * nothing. BENCH_ENGINES=sqlite (or postgres) runs one engine; BENCH_SECONDS sets the length.
 */
import { existsSync } from 'node:fs';
import { type BenchEngine, benchEngines, engineNames, startBenchServer } from './catalog/bench-server';
import { OPEN_CASH_ORDERS, orderPlacer, signUpBuyers } from './catalog/checkouts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WORKERS = 16;
/** Enough buyers that none reaches the limit of open cash orders at the rates measured here. */
const BUYERS = 160;

if (!existsSync('dist/client/index.html')) throw new Error('Build the client first: npm run build');

interface Result {
  ordersPerSecond: number;
  p50: number;
  p99: number;
  refused: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(engine: BenchEngine): Promise<Result> {
  const server = await startBenchServer(engine);
  try {
    const buyers = await signUpBuyers(server.app, BUYERS);
    const orders = await orderPlacer(server.app);
    const latencies: number[] = [];
    let failed = 0;
    const ends = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (performance.now() < ends) {
          const buyer = buyers.find((candidate) => !candidate.busy && candidate.orders < OPEN_CASH_ORDERS);
          if (!buyer) break;
          buyer.busy = true;
          const at = performance.now();
          if (await orders.place(buyer)) {
            latencies.push(performance.now() - at);
            buyer.orders += 1;
          } else failed += 1;
          buyer.busy = false;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const why = orders.refusals();
    return {
      ordersPerSecond: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      refused: `${failed}${why ? ` (${why})` : ''}`,
    };
  } finally {
    await server.stop();
  }
}

const engines = benchEngines();
console.info(
  `checkout bench: ${WORKERS} orders in flight, ${SECONDS} s, cart + cash checkout per order, 10,000 listings`,
);
const results: [BenchEngine, Result][] = [];
for (const engine of engines) results.push([engine, await measure(engine)]);
for (const [engine, result] of results) {
  console.info(
    `${engineNames[engine].padEnd(10)} ${result.ordersPerSecond.toFixed(1).padStart(6)} orders/s  p50 ${result.p50.toFixed(0).padStart(4)} ms  p99 ${result.p99.toFixed(0).padStart(4)} ms  refused ${result.refused}`,
  );
}
const [sqlite, postgres] = [
  results.find(([e]) => e === 'sqlite')?.[1],
  results.find(([e]) => e === 'postgres')?.[1],
];
if (sqlite && postgres)
  console.info(
    `PostgreSQL / SQLite: ${(postgres.ordersPerSecond / sqlite.ordersPerSecond).toFixed(2)} of the orders/s`,
  );
