/**
 * Place Order at a dock with a dropping signal: offline it says nothing was placed; when the answer
 * is lost on the way back, pressing again gets the same order, never a second one.
 */
import { describe, expect, it } from 'vitest';
import { orderMessages } from '../../src/shared/messages/order';
import { useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';

describe('placing an order on a poor signal', () => {
  const b = useBrowser(undefined, { freshContexts: true });

  it('offline says the order was not placed; a lost answer pressed again places one order', async () => {
    const { page, context } = b;
    await registerBuyer(page.request, 'retry-buyer');
    await putInCart(page.request, await dobbinsListing(page.request));
    await page.goto('/checkout');
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await placeOrder.waitFor();
    // As on a phone that has opened BayCatch before: the app's code is kept for offline use.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await placeOrder.click();
    await page.getByText(orderMessages.notPlacedOffline).waitFor();
    await context.setOffline(false);
    expect(await (await page.request.get('/api/orders')).json()).toEqual([]);

    // The server places the order, but its answer never reaches the phone.
    let dropped = 0;
    await page.route('**/trpc/orders.place**', async (route) => {
      if (dropped > 0) return route.continue();
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await placeOrder.click();
    await page.getByText(orderMessages.noAnswer).waitFor();
    await placeOrder.click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const placed = (await (await page.request.get('/api/orders')).json()) as { id: string }[];
    expect(placed).toHaveLength(1);
    expect(page.url()).toContain(placed[0]!.id);
  });
});
