/**
 * axe-core over every screen, as each kind of visitor, at a phone and a desktop width: no violation
 * of WCAG 2.2 AA. axe is evaluated through the browser protocol, which the page's CSP does not govern.
 */
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publicPages } from '../../src/shared/page-meta';
import { launchBrowser } from './browser';
import { BUYER_PASSWORD, DEMO_PASSWORD, dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [390, 1366];

let browser: Browser;
let baseUrl: string;
beforeAll(async () => {
  baseUrl = inject('baseUrl');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Loaded and drawn: no request in flight and no loading placeholder left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"], [role="status"].chakra-spinner')
    .first()
    .waitFor({ state: 'detached' });
  // Mid-animation colours are blends, which axe would measure as poor contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * A path to open, or a named state a set-up brings the page to (a drawer open, say) with the part
 * to audit: the page under a modal is hidden from assistive technology and audited on its own.
 */
type Screen = string | { name: string; open: (page: Page) => Promise<void>; within: string };

async function violationsOn(page: Page, screen: Screen): Promise<string[]> {
  const name = typeof screen === 'string' ? screen : screen.name;
  if (typeof screen === 'string') await page.goto(screen);
  else await screen.open(page);
  await settled(page);
  await page.evaluate(axe.source);
  const within = typeof screen === 'string' ? 'html' : screen.within;
  const result = await page.evaluate(
    ([tags, selector]) =>
      (window as unknown as { axe: typeof axe }).axe.run(selector, {
        runOnly: { type: 'tag', values: tags },
      }),
    [WCAG_AA, within] as const,
  );
  return result.violations.map(
    (violation) =>
      `${name} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Every screen at both widths, signed in as `email` (or not). */
async function audit(email: string | null, screens: Screen[], password = DEMO_PASSWORD) {
  const found: string[] = [];
  // One browser and one sign-in for both widths: a two-factor code works once, so a second
  // sign-in within the same 30 seconds would wait for the next one.
  const context = await browser.newContext({ baseURL: baseUrl });
  if (email) await signInAs(context.request, email, { password });
  const page = await context.newPage();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      found.push(...(await violationsOn(page, screen)).map((line) => `${width}px ${line}`));
    }
  }
  await context.close();
  return found;
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  // About twenty pages at two widths: close to a minute on a busy two-core machine, so it gets
  // the time of the two audits it is.
  it('holds on every public page and the not-found screen, signed out', { timeout: 150_000 }, async () => {
    const paths = [...Object.keys(publicPages), '/sign-in', '/no-such-page'];
    expect(await audit(null, [...new Set(paths)])).toEqual([]);
  });

  it("holds on a buyer's marketplace, catch, cart, checkout, orders, order pass and account", async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const email = await registerBuyer(context.request, 'axe');
    const listing = await dobbinsListing(context.request);
    await putInCart(context.request, listing);
    const placed = await context.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { id: string };
    await putInCart(context.request, listing);
    await context.close();
    const violations = await audit(
      email,
      [
        '/marketplace',
        `/catch/${listing.id}`,
        {
          name: 'the cart drawer',
          open: async (page) => {
            await page.goto('/marketplace');
            await settled(page);
            await page.getByRole('button', { name: /Open cart/ }).click();
            await page.getByRole('dialog').waitFor();
          },
          within: '[role="dialog"]',
        },
        '/checkout',
        '/orders',
        `/orders/${order.id}`,
        '/account',
      ],
      BUYER_PASSWORD,
    );
    expect(violations).toEqual([]);
  });

  it("holds on a seller's dashboard, pickup check and account", async () => {
    expect(await audit('seller@baycatch.test', ['/dashboard', '/pickup-check', '/account'])).toEqual([]);
  });

  it('holds on the alerts screen with its form open, and the unsubscribe screen signed out', async () => {
    expect(await audit('buyer@baycatch.test', ['/alerts?new=1'])).toEqual([]);
    expect(await audit(null, ['/unsubscribe?token=not-a-token'])).toEqual([]);
  });

  it("holds on a pending seller's dashboard and the admin's screen", async () => {
    expect(await audit('pending@baycatch.test', ['/dashboard'])).toEqual([]);
    // The moderation tabs (docs/product/moderation.md) too.
    const adminTab = (tab: string): Screen => ({
      name: `/admin ${tab}`,
      open: async (page) => {
        await page.goto('/admin');
        await page.getByRole('tab', { name: tab }).click();
      },
      within: 'html',
    });
    expect(
      await audit('admin@baycatch.test', [
        '/admin',
        adminTab('Reports'),
        adminTab('Users'),
        adminTab('Activity'),
      ]),
    ).toEqual([]);
  });
});
