/**
 * The waitlist (docs/product/waitlist.md): a buyer waits for a sold-out catch, another buyer's
 * cancel returns the unit, and it is held for the first one, who adds it to the cart and checks out.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { type DemoListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const HOUR = 3_600_000;
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('the waitlist', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('a buyer on the waitlist gets the unit a cancel returned, and checks it out', async () => {
    const { page } = b;
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, 'kim@baycatch.test');
    const posted = await seller.request.post('/api/catches', {
      data: {
        title: `Last bushel of jimmies ${Date.now()}`,
        description: 'One bushel of heavy #1 jimmies, caught this morning off Kent Narrows.',
        category: 'crabs',
        species: 'Blue Crab',
        prep: 'live',
        sizeMix: 'large',
        unitType: 'bushel',
        unitPrice: '180.00',
        qtyAvailable: 1,
        pickupWindows: EVERY_DAY.map((day) => ({ start: `${day} 06:00`, end: `${day} 12:00` })),
        // Past tomorrow's morning pickup, whatever the hour: within crabs' two days from harvest.
        expiresAt: new Date(Date.now() + 40 * HOUR).toISOString(),
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const listing = (await posted.json()) as DemoListing;

    // Someone else buys the only bushel.
    const other = await b.browser.newContext({ baseURL: b.baseUrl });
    await registerBuyer(other.request, 'waitlist-first');
    await putInCart(other.request, listing);
    const placed = await other.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const order = ((await placed.json()) as { orders: { id: string }[] }).orders[0]!;

    await registerBuyer(page.request, 'waitlist');
    await page.goto(`/catch/${listing.id}`);
    await page.getByText('Out of stock').waitFor();
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByText("You're #1 in line. We'll tell you when some comes back.").waitFor();

    // The first buyer cancels: the bushel is held for the one in line, not put back on sale.
    const cancelled = await other.request.patch(`/api/orders/${order.id}/status`, {
      data: { status: 'cancelled' },
    });
    expect(cancelled.status()).toBe(200);
    await page.reload();
    await page
      .getByTestId('waitlist-hold')
      .getByText(/^1 bushel held for you until \d{1,2}:\d{2} [AP]M$/)
      .waitFor();
    const anyone = await b.browser.newContext({ baseURL: b.baseUrl });
    const seen = (await (await anyone.request.get(`/api/catches/${listing.id}`)).json()) as {
      qtyAvailable: number;
    };
    expect(seen.qtyAvailable).toBe(0);

    const firstOpen = page
      .getByRole('radiogroup', { name: 'Pickup time' })
      .locator('[data-part="item"]:not([data-disabled])')
      .first();
    await firstOpen.click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Item has been added to your cart.').waitFor();
    const mine = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(mine.status()).toBe(201);
    const claimed = ((await mine.json()) as { orders: { id: string }[] }).orders[0]!;

    await page.goto('/orders');
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Waitlist' }).count()).toBe(0);
    // The demo seller is shared with later journeys (pickup-rules fills their first pickup): free it.
    const freed = await page.request.patch(`/api/orders/${claimed.id}/status`, {
      data: { status: 'cancelled' },
    });
    expect(freed.status()).toBe(200);
    await Promise.all([seller.close(), other.close(), anyone.close()]);
  });
});
