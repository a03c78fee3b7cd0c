/**
 * The first tap on a throttled phone (issue 32, decision 029). Starts the built app (production
 * mode, demo data, a scratch database), opens five pages on a 390x844 phone at 1.6 Mbps down,
 * 150 ms RTT and 4x CPU slowdown (CDP throttling through playwright-core, Debian's Chromium), taps
 * each page's main control as soon as the page has painted, and prints, in ms from navigation start:
 *
 * - paint: first contentful paint;
 * - live: when every control of the page is React's (the page is hydrated);
 * - tap: when the tap landed, and whether the control then showed it was waiting (aria-busy);
 * - done: when the tap did what was asked (its request was answered, whatever the answer: a
 *   second Add to Cart of the same catch is refused, or the page moved on), or "lost" when it had
 *   not 25 s after the tap;
 * - by: how many of the runs' taps the browser sent as a form (a post, decision 033, or the
 *   landing search's GET) instead of the app's call or navigation.
 *
 * Median of FIRST_TAP_RUNS runs (default 3) per page. Asserts nothing; exits 0 whatever the figures.
 * Needs the built client (npm run build, or CLIENT_DIST). Usage: npx tsx scripts/bench/first-tap-bench.ts
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { FORM_POSTS } from '../../src/shared/native-forms';
import { slotState, upcomingSlots } from '../../src/shared/pickup-slots';
import { PHONE, throttleLikePhone } from '../../tests/helpers/throttled-phone';
import { buyerCookie, startApp, stopApp } from './lighthouse/bench-app';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT_DIST = resolve(process.env.CLIENT_DIST ?? join(ROOT, 'dist/client'));
const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 3);
const LOST_AFTER_MS = 25_000;

if (!existsSync(join(CLIENT_DIST, 'index.html')) || !existsSync(CHROMIUM)) {
  console.error(`first-tap bench: needs the built client at ${CLIENT_DIST} and Chromium at ${CHROMIUM}`);
  process.exit(1);
}

/**
 * Paint and hydration probes, as a string: tsx would wrap a function's inner helpers in a __name
 * the page does not have. "Live" is the browser tests' own test (tests/e2e/browser.ts).
 */
const PROBE = `(() => {
  const probe = (window.__firstTap = { paint: null, live: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') probe.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const check = () => {
    const root = document.getElementById('root');
    const controls = root ? Array.from(root.querySelectorAll('a[href], button, input, select, textarea')) : [];
    const own = (control) => Object.keys(control).some((key) => key.startsWith('__reactProps$'));
    if (controls.length > 0 && controls.every((c) => c.closest('.leaflet-container') || own(c))) {
      probe.live = performance.now();
      return;
    }
    setTimeout(check, 100);
  };
  addEventListener('DOMContentLoaded', check);
})();`;

interface Probe {
  paint: number | null;
  live: number | null;
}

interface TapCase {
  label: string;
  path: string;
  signedIn: boolean;
  /** Filled in after paint, before the tap (typed before the page is live). */
  before?: (page: Page) => Promise<void>;
  target: (page: Page) => Locator;
  /**
   * The tRPC call the tap must make (or the form post the browser makes instead, before the app
   * is live), or the address the page must move to (and where the form goes when the browser sends
   * it itself: the app moves without asking the server for a page).
   */
  done: { call: string; post?: string } | { url: RegExp; form?: string };
}

interface Figures {
  paint: number;
  live: number;
  tap: number;
  busy: boolean;
  done: number | null;
  /** The browser sent the form itself. */
  posted: boolean;
}

async function measure(browser: Browser, base: string, cookie: string, tap: TapCase): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (tap.signedIn) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: base }]);
    }
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE });
    await throttleLikePhone(page);
    await page.goto(`${base}${tap.path}`, { waitUntil: 'commit', timeout: 60_000 });
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const probe = () => page.evaluate(() => (window as unknown as { __firstTap: Probe }).__firstTap);
    await page.waitForFunction(
      () => (window as unknown as { __firstTap?: Probe }).__firstTap?.paint != null,
      undefined,
      { timeout: 60_000, polling: 20 },
    );
    await tap.before?.(page);
    let posted = false;
    page.on('request', (request) => {
      if (
        'form' in tap.done &&
        request.isNavigationRequest() &&
        new URL(request.url()).pathname === tap.done.form
      )
        posted = true;
    });
    const answers = (url: string) => {
      if (!('call' in tap.done)) return false;
      if (tap.done.post && new URL(url).pathname === tap.done.post) posted = true;
      return posted || url.includes(`/trpc/${tap.done.call}`);
    };
    const finished =
      'call' in tap.done
        ? page
            .waitForResponse((res) => answers(res.url()), { timeout: LOST_AFTER_MS })
            .then(() => Date.now() - timeOrigin)
        : page
            .waitForURL(tap.done.url, { timeout: LOST_AFTER_MS, waitUntil: 'commit' })
            .then(() => Date.now() - timeOrigin);
    const outcome = finished.catch(() => null);
    const painted = await probe();
    // One touch at the control's place, as a finger would: Playwright's click first waits for
    // the control to settle, which a busy main thread delays by seconds.
    const target = tap.target(page);
    await target.scrollIntoViewIfNeeded({ timeout: 10_000 });
    const box = await target.boundingBox({ timeout: 10_000 });
    if (!box) throw new Error(`${tap.label}: the control has no box`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const tapped = Date.now() - timeOrigin;
    const busy =
      (await tap
        .target(page)
        .getAttribute('aria-busy', { timeout: 5000 })
        .catch(() => null)) === 'true';
    const done = await outcome;
    // Read on the same page only: a tap the browser itself answered has loaded another.
    const live = await page
      .evaluate(
        (origin) =>
          performance.timeOrigin === origin
            ? (window as unknown as { __firstTap: Probe }).__firstTap.live
            : null,
        timeOrigin,
      )
      .catch(() => null);
    return { paint: painted.paint ?? Number.NaN, live: live ?? Number.NaN, tap: tapped, busy, done, posted };
  } finally {
    await context.close();
  }
}

async function openSlotOf(base: string, cookie: string): Promise<{ id: string; body: object }> {
  const listings = (await (await fetch(`${base}/api/catches`)).json()) as {
    id: string;
    qtyAvailable: number;
    pickupWindows: { start: string; end: string }[];
    expiresAt: string;
  }[];
  const now = new Date();
  for (const listing of listings.sort((a, b) => b.qtyAvailable - a.qtyAvailable)) {
    const slot = upcomingSlots(listing.pickupWindows, now).find(
      (s) => slotState(s, new Date(listing.expiresAt), now) === 'open',
    );
    if (slot)
      return {
        id: listing.id,
        body: { catchId: listing.id, qty: 1, selectedPickupWindow: slot.window, pickupDate: slot.date },
      };
  }
  throw new Error(`no listing with an open pickup (${cookie.length})`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number | null) =>
  ms === null || Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(2)} s`;

const dir = mkdtempSync(join(tmpdir(), 'baycatch-first-tap-bench-'));
let app: { child: ChildProcess; base: string } | undefined;
let browser: Browser | undefined;
try {
  app = await startApp(ROOT, CLIENT_DIST, dir);
  const { base } = app;
  const cookie = await buyerCookie(base);
  const listing = await openSlotOf(base, cookie);
  const cases: TapCase[] = [
    {
      label: '/ Find Seafood',
      path: '/',
      signedIn: false,
      target: (page) => page.getByRole('button', { name: 'Find Seafood' }),
      done: { url: /\/(marketplace|sign-in)/, form: '/marketplace' },
    },
    {
      label: '/ Find Seafood (buyer)',
      path: '/',
      signedIn: true,
      target: (page) => page.getByRole('button', { name: 'Find Seafood' }),
      done: { url: /\/marketplace/, form: '/marketplace' },
    },
    {
      label: '/marketplace first card (buyer)',
      path: '/marketplace',
      signedIn: true,
      target: (page) => page.locator('[data-testid="catch-card"]').first(),
      done: { url: /\/catch\// },
    },
    {
      label: '/catch/{id} slot, Add to Cart (buyer)',
      path: `/catch/${listing.id}`,
      signedIn: true,
      before: (page) =>
        page
          .getByRole('radiogroup', { name: 'Pickup time' })
          .locator('label:not([data-disabled])')
          .first()
          .tap({ noWaitAfter: true }),
      target: (page) => page.getByRole('button', { name: 'Add to Cart' }),
      done: { call: 'cart.add', post: FORM_POSTS.addToCart },
    },
    {
      label: '/checkout Place Order (buyer)',
      path: '/checkout',
      signedIn: true,
      target: (page) => page.getByRole('button', { name: 'Place Order' }),
      done: { call: 'orders.place', post: FORM_POSTS.placeOrder },
    },
    {
      label: '/sign-in Sign In',
      path: '/sign-in',
      signedIn: false,
      before: async (page) => {
        await page.locator('form[aria-label="Sign in"] input[name="email"]').fill('buyer@baycatch.test');
        await page.locator('form[aria-label="Sign in"] input[name="password"]').fill('baycatch-demo');
      },
      target: (page) => page.locator('form[aria-label="Sign in"] button[type="submit"]'),
      done: { call: 'auth.login', post: FORM_POSTS.signIn },
    },
  ];
  const only = process.env.FIRST_TAP_PAGES?.split(',');
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  console.info(
    `first-tap bench: ${PHONE.width}x${PHONE.height}, ${PHONE.downMbps} Mbps down, ${PHONE.rttMs} ms RTT, ${PHONE.cpuSlowdown}x CPU; median of ${RUNS} runs; ms from navigation start`,
  );
  console.info('page                               paint    live     tap      busy  done     by form');
  for (const tap of cases.filter((c) => !only || only.includes(c.path))) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      if (tap.path === '/checkout') {
        await fetch(`${base}/api/cart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: base },
          body: JSON.stringify(listing.body),
        });
      }
      runs.push(await measure(browser, base, cookie, tap));
    }
    const lost = runs.filter((r) => r.done === null).length;
    const done = runs.filter((r) => r.done !== null).map((r) => r.done as number);
    console.info(
      [
        tap.label.padEnd(34),
        seconds(median(runs.map((r) => r.paint))).padEnd(8),
        seconds(median(runs.map((r) => r.live))).padEnd(8),
        seconds(median(runs.map((r) => r.tap))).padEnd(8),
        `${runs.filter((r) => r.busy).length}/${RUNS}`.padEnd(5),
        (done.length > 0 ? seconds(median(done)) : 'lost').padEnd(8),
        `${runs.filter((r) => r.posted).length}/${RUNS}`.padEnd(7),
        lost > 0 ? `lost in ${lost} of ${RUNS}` : '',
      ].join(' '),
    );
  }
} finally {
  await browser?.close();
  await stopApp(app);
  rmSync(dir, { recursive: true, force: true });
}
