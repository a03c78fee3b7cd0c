/**
 * The buyer's pass without signal (docs/product/offline.md): an open order seen once online opens
 * offline after a reload, with the time it was saved; My Orders lists it; the banner goes when the
 * network returns; after sign-out nothing of it is left on the device.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shortOrderId } from '../../src/shared/order-status';
import { useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

/** How many orders the app keeps on the device (0 before it has saved any). */
function keptOrders(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'baycatch-orders')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('baycatch-orders');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('orders')) return resolve(0);
        const read = db.transaction('orders').objectStore('orders').get('snapshot');
        read.onsuccess = () => {
          db.close();
          resolve((read.result as { orders: unknown[] } | undefined)?.orders.length ?? 0);
        };
      };
    });
  });
}

describe('the pickup pass offline', () => {
  const b = useBrowser(undefined, { freshContexts: true });

  it('shows a ready order saved once online after an offline reload, lists it, and forgets it at sign-out', async () => {
    const { page, context } = b;
    await registerBuyer(page.request, 'offline-buyer');
    await putInCart(page.request, await dobbinsListing(page.request));
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { id: string }).id;
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, 'seller@baycatch.test');
    const ready = await seller.request.patch(`/api/orders/${orderId}/status`, { data: { status: 'ready' } });
    expect(ready.status()).toBe(200);
    await seller.close();

    await page.goto(`/orders/${orderId}`);
    const code = await page.getByTestId('pickup-code').textContent();
    expect(code).toBeTruthy();
    // The worker installs after the first paint and controls the next load.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByTestId('pickup-qr').waitFor();
    await expect.poll(() => keptOrders(page), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('offline-saved').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('pickup-qr').waitFor();
    expect(await page.getByTestId('pickup-code').textContent()).toBe(code);
    const banner = page.getByTestId('offline-saved');
    expect(await banner.textContent()).toMatch(/Offline - saved \d{1,2}:\d{2}\s?[AP]M/);
    await page.getByRole('heading', { name: `Order #${shortOrderId(orderId)}` }).waitFor();

    await page.goto('/orders');
    await page
      .getByTestId('my-order')
      .filter({ hasText: shortOrderId(orderId) })
      .waitFor();
    await page.getByTestId('offline-saved').waitFor();

    // The signal returns: the page refreshes itself and says nothing about being offline.
    await context.setOffline(false);
    await page.getByTestId('offline-saved').waitFor({ state: 'detached' });
    await page
      .getByTestId('my-order')
      .filter({ hasText: shortOrderId(orderId) })
      .waitFor();

    await page.getByRole('link', { name: 'Sign Out' }).click();
    await page.waitForURL(`${b.baseUrl}/`);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await keptOrders(page)).toBe(0);

    await context.setOffline(true);
    await page.goto(`/orders/${orderId}`);
    // Signed out, the order page would send them to sign in; offline it says why it cannot.
    await page.getByTestId('offline-unavailable').waitFor();
    expect(await page.getByTestId('pickup-qr').count()).toBe(0);
    expect(await page.getByTestId('pickup-code').count()).toBe(0);
  });
});
