/**
 * Catalog throughput over loopback with autocannon at 50 connections: a bare Hono route (the
 * ceiling), the marketplace's filtered first page over REST and over the tRPC procedure the client
 * calls, one listing by id, the marketplace HTML (signed out, as one buyer, and as fifty different
 * buyers in turn), the filtered first page when every request misses the read cache, and buyers
 * browsing while checkouts write. Prints requests/s, p50/p99 and each
 * figure's ratio to the ceiling; it asserts nothing. Targets (2 cores): REST page >= 0.12 of the
 * ceiling with p99 <= 40 ms, tRPC page >= 0.06, every request a miss >= 0.10, browsing during
 * checkouts >= 0.08; on PostgreSQL, within 2x of SQLite's ratio on the same line. Every line runs
 * on SQLite and then on PostgreSQL (a local server the bench starts), each against its own
 * ceiling, and the two are printed side by side. Needs the built client (npm run build). Usage:
 * npm run bench; BENCH_ONLY=miss,checkouts runs only the lines whose label contains one of those
 * words (the ceiling always runs); BENCH_ENGINES=sqlite (or postgres) runs one engine.
 */
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { type BenchEngine, benchEngines, engineNames, startBenchServer } from './catalog/bench-server';
import { OPEN_CASH_ORDERS, orderPlacer, signUpBuyers } from './catalog/checkouts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** The memory line's length: pages for five minutes, with the process's RSS at start and end. */
const LONG_SECONDS = Number(process.env.BENCH_LONG_SECONDS ?? 300);
const CONNECTIONS = 50;
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
/** Checkouts a second in the mixed line, spread evenly (one every 50 ms). */
const ORDERS_PER_SECOND = 20;

if (!existsSync('dist/client/index.html')) throw new Error('Build the client first: npm run build');

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
  headers?: Record<string, string>;
  seconds?: number;
  /** The next request's path, or its path and headers. */
  nextPath?: () => string | { path: string; headers: Record<string, string> };
  /** Runs beside the measurement; returns what to print after the figures. */
  alongside?: () => { stop(): Promise<string> };
}

/**
 * Checkouts through the API (catalog/checkouts.ts), enough buyers that none reaches the limit of
 * open cash orders; each places one order at a time, and a new order starts every
 * 1/ORDERS_PER_SECOND s.
 */
async function checkoutWriter(app: string): Promise<() => { stop(): Promise<string> }> {
  const buyers = await signUpBuyers(
    app,
    Math.ceil((ORDERS_PER_SECOND * (SECONDS + 1) * 1.25) / OPEN_CASH_ORDERS),
  );
  const orders = await orderPlacer(app);

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
        const order = orders
          .place(buyer)
          .then(
            (ok) => {
              if (ok) {
                placed += 1;
                buyer.orders += 1;
              } else failed += 1;
            },
            (error: Error) => {
              failed += 1;
              orders.refused(error.message);
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
        const why = orders.refusals();
        return `checkouts alongside: ${(placed / seconds).toFixed(1)} orders/s placed (asked ${ORDERS_PER_SECOND}/s), ${failed} refused or failed${why ? ` (${why})` : ''}`;
      },
    };
  };
}

/**
 * The server's memory through a long line: RSS at its start and end, and the JavaScript heap in use
 * each minute, which shows whether the bounded caches level off or something keeps growing (RSS
 * alone seldom falls: V8 keeps pages it has grown into).
 */
function memoryWatch(ceiling: string) {
  const memory = async () =>
    (await (await fetch(`${ceiling}/memory`)).json()) as { rss: number; heapUsed: number };
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)}`;
  const start = memory();
  const heap: Promise<number>[] = [];
  const minutes = setInterval(() => heap.push(memory().then((m) => m.heapUsed)), 60_000);
  return {
    async stop() {
      clearInterval(minutes);
      const [first, last] = [await start, await memory()];
      const each = (await Promise.all(heap)).map(mb).join(', ');
      return `RSS ${mb(first.rss)} MB at start, ${mb(last.rss)} MB at end; heap in use ${mb(first.heapUsed)} MB at start, each minute ${each}, ${mb(last.heapUsed)} MB at end`;
    },
  };
}

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  note?: string;
}

const wanted = (label: string) => !ONLY || ONLY.some((word) => label.includes(word));
const mixedLabel = 'browsing during checkouts';

/** Every line on one engine, against that run's own ceiling. */
async function measureEngine(engine: BenchEngine): Promise<Map<string, Figure>> {
  const server = await startBenchServer(engine);
  const { app } = server;
  const lines: Line[] = [
    { label: 'ceiling: bare Hono JSON', url: `${server.ceiling}/ceiling` },
    { label: 'GET /api/catches first page', url: `${app}${firstPage}` },
    { label: 'tRPC catalog.list first page', url: `${app}/trpc/catalog.list?batch=1&input=${trpcInput}` },
    { label: 'GET /api/catches/{id}', url: `${app}/api/catches/${server.catchId}` },
    { label: 'first page, every request a miss', url: app, nextPath: missPath },
    // Not a target: the floor under the line above, one raw indexed query of six rows.
    {
      label: 'reference: raw page of 6',
      url: server.ceiling,
      nextPath: () => `/raw-page?maxPrice=${10_000 + (missNumber++ % 9000)}`,
    },
  ];
  if (wanted(mixedLabel)) {
    lines.push({ label: mixedLabel, url: app, nextPath: browsePath, alongside: await checkoutWriter(app) });
  }
  // Last: the server keeps rendering the pages still asked for when a line ends, which would weigh
  // on the line after it.
  lines.push(
    { label: 'GET / (HTML, signed out)', url: `${app}/` },
    { label: 'GET /how-it-works (HTML, signed out)', url: `${app}/how-it-works` },
    { label: 'GET /marketplace (HTML)', url: `${app}/marketplace` },
  );
  const buyerLabel = 'GET /marketplace (HTML, buyer)';
  const crowdLabel = 'GET /marketplace (HTML, 50 buyers)';
  const memoryLabel = 'pages for a long run (memory)';
  const buyer =
    wanted(buyerLabel) || wanted(memoryLabel) ? (await signUpBuyers(app, 1, 100_000))[0]! : undefined;
  if (buyer)
    lines.push({ label: buyerLabel, url: `${app}/marketplace`, headers: { cookie: buyer.headers.cookie! } });
  // A crowd of different people, each request the next one's: every page carries its own header.
  if (wanted(crowdLabel)) {
    const crowd = await signUpBuyers(app, CONNECTIONS, 200_000);
    let next = 0;
    lines.push({
      label: crowdLabel,
      url: app,
      nextPath: () => ({
        path: '/marketplace',
        headers: { cookie: crowd[next++ % crowd.length]!.headers.cookie! },
      }),
    });
  }
  if (wanted(memoryLabel)) {
    let page = 0;
    // Signed-out pages (one a different catalog filter each time) and a buyer's, in turn.
    const pagePaths = [
      '/',
      '/how-it-works',
      // Prices the marketplace takes (at most 200): a higher one would be redirected to the address without it.
      () => `/marketplace?maxPrice=${(page % 180) + 20}`,
      '/marketplace',
      `/catch/${server.catchId}`,
      () => ({ path: '/marketplace', headers: { cookie: buyer!.headers.cookie! } }),
    ];
    lines.push({
      label: memoryLabel,
      url: app,
      seconds: LONG_SECONDS,
      nextPath: () => {
        const next = pagePaths[page++ % pagePaths.length]!;
        return typeof next === 'function' ? next() : next;
      },
      alongside: () => memoryWatch(server.ceiling),
    });
  }

  const figures = new Map<string, Figure>();
  try {
    let ceiling = 0;
    for (const { label, url, headers, seconds, nextPath, alongside } of lines) {
      if (ceiling !== 0 && !wanted(label)) continue;
      const requests = nextPath
        ? [
            {
              setupRequest: (request: object) => {
                const next = nextPath();
                return typeof next === 'string' ? { ...request, path: next } : { ...request, ...next };
              },
            },
          ]
        : undefined;
      const writer = alongside?.();
      // One request alone first: a page's first render compiles its code and draws what the crowd
      // then shares, once per server start, not once per crowd.
      const first = nextPath?.() ?? '';
      const alone: { path: string; headers?: Record<string, string> } =
        typeof first === 'string' ? { path: first } : first;
      await (await fetch(`${url}${alone.path}`, { headers: { ...headers, ...alone.headers } })).text();
      // A short warm-up so prepared statements and the JIT are in place before measuring.
      await autocannon({ url, headers, requests, connections: 10, duration: 1 });
      const result = await autocannon({
        url,
        headers,
        requests,
        connections: CONNECTIONS,
        duration: seconds ?? SECONDS,
      });
      let note = await writer?.stop();
      // A request that took longer than autocannon's 10 s is a figure, not a failure: it is counted.
      const failed = result.errors - result.timeouts;
      if (result.non2xx > 0 || failed > 0)
        throw new Error(`${engineNames[engine]}, ${label}: ${result.non2xx} non-2xx, ${failed} errors`);
      if (result.timeouts > 0) note = `${note ? `${note}; ` : ''}${result.timeouts} requests over 10 s`;
      const rps = result.requests.average;
      if (ceiling === 0) ceiling = rps;
      const figure = { rps, p50: result.latency.p50, p99: result.latency.p99, ratio: rps / ceiling, note };
      figures.set(label, figure);
      console.info(`  ${engineNames[engine].padEnd(10)} ${label.padEnd(34)} ${describe(figure)}`);
    }
  } finally {
    await server.stop();
  }
  return figures;
}

const describe = (figure: Figure | undefined) =>
  figure
    ? `${figure.rps.toFixed(0).padStart(6)} req/s ${figure.ratio.toFixed(3)} p99 ${String(figure.p99).padStart(3)} ms`
    : '-'.padStart(33);

const engines = benchEngines();
console.info(
  `catalog bench: 10,000 listings, ${CONNECTIONS} connections, ${SECONDS} s a line, on ${engines.map((engine) => engineNames[engine]).join(' and ')}`,
);
const results = new Map<BenchEngine, Map<string, Figure>>();
for (const engine of engines) results.set(engine, await measureEngine(engine));

// Side by side: requests/s, ratio to that engine's own ceiling, p99; then PostgreSQL's ratio over SQLite's.
const labels = [...new Set([...results.values()].flatMap((figures) => [...figures.keys()]))];
console.info(
  `\n${'line'.padEnd(34)} ${engines.map((engine) => engineNames[engine].padEnd(33)).join(' ')}${engines.length === 2 ? ' PG/SQLite' : ''}`,
);
for (const label of labels) {
  const row = engines.map((engine) => describe(results.get(engine)?.get(label)));
  const [sqlite, postgres] = [results.get('sqlite')?.get(label), results.get('postgres')?.get(label)];
  const relative = sqlite && postgres ? `  ${(postgres.ratio / sqlite.ratio).toFixed(2)}` : '';
  console.info(`${label.padEnd(34)} ${row.join(' ')}${relative}`);
  for (const engine of engines) {
    const note = results.get(engine)?.get(label)?.note;
    if (note) console.info(`  ${engineNames[engine]}: ${note}`);
  }
}
