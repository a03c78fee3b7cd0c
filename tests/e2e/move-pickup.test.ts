/**
 * A buyer who can no longer make their pickup moves it to another pickup of the same catch on the
 * order page (docs/product/orders-and-pickup.md, "Moving a pickup"), and the seller is told.
 */
import { describe, expect, it } from 'vitest';
import { slotState, upcomingSlots } from '../../src/shared/pickup-slots';
import { useBrowser } from './browser';
import { registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const KENT_NARROWS = 'kim@baycatch.test';
const DAY = 86_400_000;
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface Listing {
  id: string;
  pickupWindows: { start: string; end: string }[];
  expiresAt: string;
}

describe('moving a pickup', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('moves an order to another day of the catch and tells the seller', async () => {
    const { page } = b;
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, KENT_NARROWS);
    // A catch picked up every morning for the next two and a half days.
    const posted = await seller.request.post('/api/catches', {
      data: {
        title: `Rockfish fillets ${Date.now()}`,
        description: 'Skin-on striped bass fillets, on ice.',
        category: 'fish',
        species: 'Striped Bass',
        prep: 'filleted',
        sizeMix: 'large',
        unitType: 'piece',
        unitPrice: '16.00',
        qtyAvailable: 6,
        pickupWindows: EVERY_DAY.map((day) => ({ start: `${day} 08:00`, end: `${day} 09:00` })),
        expiresAt: new Date(Date.now() + 2.5 * DAY).toISOString(),
        photos: ['/images/catches/striped-bass.svg'],
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const listing = (await posted.json()) as Listing;
    const now = new Date();
    const [first, second] = upcomingSlots(listing.pickupWindows, now).filter(
      (slot) => slotState(slot, new Date(listing.expiresAt), now) === 'open',
    );
    if (!first || !second) throw new Error('The catch needs two open pickups');

    await registerBuyer(page.request, 'move-pickup');
    const added = await page.request.post('/api/cart', {
      data: { catchId: listing.id, qty: 1, selectedPickupWindow: first.window, pickupDate: first.date },
    });
    expect(added.status(), await added.text()).toBe(201);
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const { id: orderId } = (await placed.json()) as { id: string };

    await page.goto(`/orders/${orderId}`);
    await page.getByRole('button', { name: 'Change pickup' }).click();
    // The order's own pickup is not offered; the next open one is the first that can be chosen.
    const choice = page.getByTestId('change-pickup').locator('label:not([data-disabled])').first();
    await choice.click();
    await page.getByRole('button', { name: 'Move my pickup' }).click();
    await page.getByText('Pickup changed').waitFor();

    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
      pickupSlotStart: string;
    };
    expect(order.pickupSlotStart).toBe(second.startsAt.toISOString());
    await expect
      .poll(async () => {
        const news = (await (await seller.request.get('/api/notifications')).json()) as {
          items: { message: string }[];
        };
        return news.items.some((item) => / moved order .+ from .+ to .+\.$/.test(item.message));
      })
      .toBe(true);
    await seller.close();
  });
});
