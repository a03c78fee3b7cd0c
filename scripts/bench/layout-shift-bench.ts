/**
 * Layout shift of the built app at every width the issue names (#33: CLS <= 0.05 from 320 to 1920
 * px), on the landing signed out and a buyer's /marketplace. Starts BayCatch as the Lighthouse
 * bench does (production mode, demo data, a scratch database), drives Debian's Chromium on the
 * throttled phone's network and CPU (tests/helpers/throttled-phone.ts, so late scripts, fonts and
 * photos have every chance to move something), and reads the page's own `layout-shift` entries
 * from navigation until two seconds after the app is live (deferred menus, the cart and the
 * toasts join after hydration). CLS is the largest session window, as Chromium and Lighthouse
 * count it (shifts under a second apart, at most five seconds); shifts after input are left out,
 * as they are there, though the bench makes none.
 *
 * Prints one row per width; a figure over 0.05 is marked. Asserts nothing and exits 0 whatever the
 * figures (only a failed start or a crash is non-zero). Needs `npm run build` first (or
 * CLIENT_DIST). Usage: npx tsx scripts/bench/layout-shift-bench.ts (some 3 minutes on 2 cores).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { EARLY_TAPS_GLOBAL } from '../../src/shared/early-taps';
import { throttleLikePhone } from '../../tests/helpers/throttled-phone';
import { buyerCookie, startApp, stopApp } from './lighthouse/bench-app';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT_DIST = resolve(process.env.CLIENT_DIST ?? join(ROOT, 'dist/client'));
const WIDTHS = [320, 360, 390, 412, 768, 1024, 1366, 1920];
const CLS_TARGET = 0.05;
/** How long after the app is live shifts are still counted: the parts that join after hydration. */
const SETTLE_MS = 2000;

/**
 * Keeps every layout shift the page reports, from its first byte: a string, because tsx would
 * wrap a function's inner helpers in a __name the page does not have.
 */
const SHIFT_PROBE = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__shifts.push({ value: entry.value, at: entry.startTime, input: entry.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

type Shift = { value: number; at: number; input: boolean };

/** The largest session window: shifts less than 1 s apart, a window at most 5 s long. */
function sessionCls(shifts: Shift[]): number {
  let largest = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts.filter((entry) => !entry.input)) {
    if (current > 0 && shift.at - last < 1000 && shift.at - first < 5000) current += shift.value;
    else {
      current = shift.value;
      first = shift.at;
    }
    last = shift.at;
    largest = Math.max(largest, current);
  }
  return largest;
}

async function pageCls(browser: Browser, url: string, width: number, cookie?: string) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    isMobile: width < 768,
    hasTouch: width < 768,
    extraHTTPHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: SHIFT_PROBE });
    await throttleLikePhone(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // A function, not a string: the page's CSP forbids the eval a string predicate needs.
    await page.waitForFunction(
      (name) => (window as unknown as Record<string, { live?: boolean } | undefined>)[name]?.live === true,
      EARLY_TAPS_GLOBAL,
      { timeout: 60_000, polling: 100 },
    );
    await page.waitForTimeout(SETTLE_MS);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    return { cls: sessionCls(shifts), count: shifts.length };
  } finally {
    await context.close();
  }
}

if (!existsSync(join(CLIENT_DIST, 'index.html'))) {
  console.error(
    `layout-shift bench: no built client at ${CLIENT_DIST} (run npm run build, or set CLIENT_DIST)`,
  );
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'baycatch-layout-shift-bench-'));
let app: { child: ChildProcess; base: string } | undefined;
let browser: Browser | undefined;
try {
  app = await startApp(ROOT, CLIENT_DIST, dir);
  const cookie = await buyerCookie(app.base);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const pages = [
    { label: '/ (signed out)', path: '/', cookie: undefined },
    { label: '/marketplace (buyer)', path: '/marketplace', cookie },
  ];
  console.info(
    `layout-shift bench: CLS (largest session window) until ${SETTLE_MS / 1000} s after the app is live, throttled phone network and CPU`,
  );
  console.info(['width', ...pages.map((page) => page.label)].join('\t'));
  for (const width of WIDTHS) {
    const cells: string[] = [];
    for (const page of pages) {
      const { cls, count } = await pageCls(browser, `${app.base}${page.path}`, width, page.cookie);
      cells.push(
        `${cls.toFixed(3)}${cls > CLS_TARGET ? ' ✗' : ''} (${count} shift${count === 1 ? '' : 's'})`,
      );
    }
    console.info([`${width}`, ...cells].join('\t'));
  }
} finally {
  await browser?.close();
  await stopApp(app);
  rmSync(dir, { recursive: true, force: true });
}
