/**
 * Page-load budgets of the built app, measured the way a phone sees it. Starts BayCatch (the real
 * entry point, production mode, demo data, a scratch database) on a free port, drives Debian's
 * Chromium at /usr/bin/chromium, and prints two things:
 *
 * - Lighthouse (mobile form factor, default simulated throttling), 3 runs per page, the median run
 *   by performance score: `/`, `/how-it-works` and `/sign-in` signed out, then `/marketplace` and
 *   `/catch/{id}` with a buyer's session cookie. Targets: Performance >= 90, LCP <= 2.5 s,
 *   CLS <= 0.05, TBT <= 200 ms; Accessibility, Best Practices and SEO 100 on the public pages.
 * - "First catch card visible" on `/`: a 390x844 phone at 1.6 Mbps down, 150 ms RTT and 4x CPU
 *   slowdown (CDP throttling through playwright-core), from navigation start until the first
 *   `[data-testid="catch-card"]` has a box and has been painted; median of 3. Target <= 2.0 s.
 *
 * A figure that misses its target is marked; it asserts nothing and exits 0 whatever the figures
 * (only a failed start or a crash is non-zero). Needs the built client: CLIENT_DIST, or dist/client
 * from `npm run build`. Usage: npm run bench:lighthouse (3 to 5 minutes on 2 cores).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LaunchedChrome, launch as launchChrome } from 'chrome-launcher';
import { type Browser, chromium } from 'playwright-core';
import { PHONE } from '../../tests/helpers/throttled-phone';
import { buyerCookie, firstListingId, startApp, stopApp } from './lighthouse/bench-app';
import { printTable } from './lighthouse/figures-table';
import { firstCardVisible } from './lighthouse/first-card';
import { lighthouseRuns, RUNS } from './lighthouse/lighthouse-runs';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT_DIST = resolve(process.env.CLIENT_DIST ?? join(ROOT, 'dist/client'));
const CARD_TARGET_MS = 2000;

if (!existsSync(join(CLIENT_DIST, 'index.html'))) {
  console.error(
    `lighthouse bench: no built client at ${CLIENT_DIST} (run npm run build, or set CLIENT_DIST)`,
  );
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`lighthouse bench: no Chromium at ${CHROMIUM} (sudo apt-get install chromium)`);
  process.exit(1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dir = mkdtempSync(join(tmpdir(), 'baycatch-lighthouse-bench-'));
let app: { child: ChildProcess; base: string } | undefined;
let chrome: LaunchedChrome | undefined;
let browser: Browser | undefined;
try {
  app = await startApp(ROOT, CLIENT_DIST, dir);
  const { base } = app;
  const cookie = await buyerCookie(base);
  const catchId = await firstListingId(base);
  // Lighthouse drives Chromium as its own CLI does (chrome-launcher); playwright-core's launch
  // switches off paint holding among other things, which moves the paint metrics.
  chrome = await launchChrome({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

  const all: { label: string; path: string; signedIn: boolean }[] = [
    { label: '/', path: '/', signedIn: false },
    { label: '/how-it-works', path: '/how-it-works', signedIn: false },
    { label: '/sign-in', path: '/sign-in', signedIn: false },
    { label: '/marketplace (buyer)', path: '/marketplace', signedIn: true },
    { label: '/catch/{id} (buyer)', path: `/catch/${catchId}`, signedIn: true },
  ];
  // LIGHTHOUSE_PAGES=/,/sign-in measures only those (by label's path), e.g. while tuning one page.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = only ? all.filter((page) => only.includes(page.path) || only.includes(page.label)) : all;
  console.info(
    `lighthouse bench: Lighthouse mobile (simulated throttling), median of ${RUNS} runs by Performance, client ${CLIENT_DIST}`,
  );
  const rows = [];
  const notes: string[] = [];
  for (const page of pages) {
    const started = performance.now();
    const result = await lighthouseRuns(
      `${base}${page.path}`,
      chrome.port,
      page.signedIn ? { Cookie: cookie } : undefined,
    );
    for (const note of result.notes) notes.push(`${page.label}: ${note}`);
    console.info(`  ${page.label}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    rows.push({ label: page.label, isPublic: !page.signedIn, ...result });
  }
  console.info('');
  printTable(rows);
  for (const note of notes) console.info(`note: ${note}`);
  chrome.kill();
  chrome = undefined;

  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu'] });
  const cards: { ms: number; top: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) cards.push(await firstCardVisible(browser, `${base}/`));
  const cardMs = median(cards.map((card) => card.ms));
  const belowFold = cards.filter((card) => card.top >= PHONE.height).length;
  console.info('');
  console.info(
    `first catch card visible on / (${PHONE.width}x${PHONE.height}, ${PHONE.downMbps} Mbps down, ${PHONE.rttMs} ms RTT, ${PHONE.cpuSlowdown}x CPU): ` +
      `median ${(cardMs / 1000).toFixed(2)} s (target ≤ ${(CARD_TARGET_MS / 1000).toFixed(1)} s)${cardMs > CARD_TARGET_MS ? ' ✗' : ''}; ` +
      `runs ${cards.map((card) => `${(card.ms / 1000).toFixed(2)} s`).join(', ')}` +
      (belowFold > 0 ? `; the card's top was below the first screen in ${belowFold} of ${RUNS} runs` : ''),
  );
} finally {
  chrome?.kill();
  await browser?.close();
  await stopApp(app);
  rmSync(dir, { recursive: true, force: true });
}
