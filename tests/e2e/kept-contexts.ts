import type { EventEmitter } from 'node:events';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/**
 * Browser contexts kept from one test to the next within a worker, each with its page. A new
 * context is cold: Chromium starts a renderer process for its first page and compiles the app
 * there again, about 1.5 CPU-seconds, and the browser journeys are bound by the CPU. A kept one is
 * handed out as a new visitor would find it (forget below), but with the HTTP cache and the
 * compiled scripts of the visits before.
 *
 * A context is kept only when it can be made as new again: one that was given scripts, bindings,
 * headers or a position (which Playwright cannot take back) is closed for good, as is one whose
 * forgetting failed.
 */

/**
 * At most this many idle contexts per worker, each with a renderer process holding the app: enough
 * for a journey's buyer, seller and admin at both widths (four left the browser run 22 s slower).
 */
const MAX_KEPT = 8;
/** Settings of a context or page that cannot be undone: using one closes the context for good. */
const CONTEXT_FOR_GOOD = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setGeolocation',
];
const PAGE_FOR_GOOD = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'emulateMedia',
];

interface Kept {
  context: BrowserContext;
  /** The page newPage hands out first, kept with the context. */
  page: Page | undefined;
  pageFree: boolean;
  key: string;
  viewport: { width: number; height: number } | null | undefined;
  forGood: boolean;
  closeForGood: () => Promise<void>;
  /** Who it is handed out to now (releaseAll); none while idle. */
  owner: object | undefined;
}

const idle: Kept[] = [];
/** Every context of this worker, idle or handed out. */
const all = new Set<Kept>();

/**
 * A context for `options`, kept or new, handed out to `owner`. `wrapPage` is applied to each page
 * it opens. Its `close` forgets it and keeps it for the next caller asking with the same options.
 */
export async function keptContext(
  browser: Browser,
  options: BrowserContextOptions,
  wrapPage: (page: Page) => Page,
  owner: object,
): Promise<BrowserContext> {
  const key = JSON.stringify(options);
  const index = idle.findIndex((kept) => kept.key === key);
  const kept =
    index >= 0 ? idle.splice(index, 1)[0]! : keep(await browser.newContext(options), key, options, wrapPage);
  kept.pageFree = true;
  kept.owner = owner;
  return kept.context;
}

/** Takes back every context still handed out to `owner` (a test file's connection, closed). */
export async function releaseAll(owner: object): Promise<void> {
  await Promise.all([...all].filter((kept) => kept.owner === owner).map((kept) => kept.context.close()));
}

function keep(
  context: BrowserContext,
  key: string,
  options: BrowserContextOptions,
  wrapPage: (page: Page) => Page,
): Kept {
  const kept: Kept = {
    context,
    page: undefined,
    pageFree: true,
    key,
    viewport: options.viewport,
    forGood: false,
    closeForGood: context.close.bind(context),
    owner: undefined,
  };
  markForGood(context, CONTEXT_FOR_GOOD, kept);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    if (kept.pageFree && kept.page && !kept.page.isClosed()) {
      kept.pageFree = false;
      return kept.page;
    }
    const page = wrapPage(await newPage());
    markForGood(page, PAGE_FOR_GOOD, kept);
    if (!kept.page || kept.page.isClosed()) {
      kept.page = page;
      kept.pageFree = false;
    }
    return page;
  };
  context.close = async () => {
    if (kept.owner === undefined) return;
    kept.owner = undefined;
    await release(kept);
  };
  all.add(kept);
  return kept;
}

/** Wraps methods whose effect cannot be undone so that calling one closes the context for good. */
function markForGood(target: object, names: string[], kept: Kept) {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name]!.bind(target);
    methods[name] = (...args: unknown[]) => {
      kept.forGood = true;
      return original(...args);
    };
  }
}

async function release(kept: Kept): Promise<void> {
  const asNew =
    !kept.forGood &&
    (await forget(kept).then(
      () => true,
      () => false,
    ));
  if (!asNew) return closeForGood(kept);
  idle.push(kept);
  // The longest idle goes: the settings asked for lately are the likeliest asked for next.
  if (idle.length > MAX_KEPT) await closeForGood(idle.shift()!);
}

async function closeForGood(kept: Kept): Promise<void> {
  all.delete(kept);
  await kept.closeForGood().catch(() => undefined);
}

/**
 * Events Playwright listens to on its own objects (a page's or context's closing): forgetting
 * the listeners a visit added must leave these, or closing would wait for ever.
 */
const PLAYWRIGHTS_OWN_EVENTS = new Set(['close', 'crash', 'page']);

function dropListeners(emitter: BrowserContext | Page): void {
  // Playwright's objects are Node event emitters; its types leave eventNames out.
  for (const event of (emitter as unknown as EventEmitter).eventNames()) {
    if (!PLAYWRIGHTS_OWN_EVENTS.has(String(event))) emitter.removeAllListeners(String(event));
  }
}

/**
 * Leaves a context as a new visitor would find it, but for the HTTP cache and compiled scripts:
 * its other pages closed, listeners and routes gone, online, its viewport, and the app's origin
 * without cookies, permissions or any storage. The kept page first moves to a plain text file of
 * the same site, so the app's last document cannot write again after the storage is cleared, and
 * the same renderer process serves the next visit.
 */
async function forget({ context, page, viewport }: Kept): Promise<void> {
  if (page?.isClosed()) throw new Error('the kept page was closed');
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  dropListeners(context);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  if (page) {
    dropListeners(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    if (viewport) await page.setViewportSize(viewport);
    if (page.url().startsWith('http')) {
      const { origin } = new URL(page.url());
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate(() => sessionStorage.clear());
      const devtools = await context.newCDPSession(page);
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await devtools.detach();
    }
  }
  await context.clearCookies();
  await context.clearPermissions();
}
