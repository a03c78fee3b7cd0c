/**
 * A buyer sets a standing order on the seller's storefront, the seller posts the catch, the buyer
 * finds the order it made, and the seller has it among that day's pickups
 * (docs/product/standing-orders.md).
 */
import { describe, expect, it } from 'vitest';
import { buildPickupWindows } from '../../src/shared/availability';
import { slotState, upcomingSlots } from '../../src/shared/pickup-slots';
import { useBrowser } from './browser';
import { registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const KENT_NARROWS = 'kim@baycatch.test';
const DAY = 86_400_000;

describe('standing orders', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it("fills a buyer's standing order when the seller posts, and the seller sees it in the day's pickups", async () => {
    const { page } = b;
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, KENT_NARROWS);
    const me = (await (await seller.request.get('/api/sellers/me')).json()) as {
      id: string;
      availability: Parameters<typeof buildPickupWindows>[0];
    };
    // The seller's weekly pickup that comes soonest and is still open two days out (fish keep 3 days).
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 2.5 * DAY);
    const slot = upcomingSlots(buildPickupWindows(me.availability), now).find(
      (candidate) => slotState(candidate, expiresAt, now) === 'open',
    );
    if (!slot) throw new Error('The seller needs a weekly pickup in the next two days');
    const species = 'Striped Bass';

    await registerBuyer(page.request, 'standing');
    await page.goto(`/sellers/${me.id}`);
    await page.getByRole('link', { name: 'Standing order' }).click();
    const form = page.getByRole('form', { name: 'Standing order' });
    await form.locator('select[name="species"]').selectOption(species);
    await form.locator('select[name="unitType"]').selectOption('piece');
    await form.locator('input[name="qty"]').fill('2');
    await form.locator('select[name="window"]').selectOption(`${slot.window.start}|${slot.window.end}`);
    await form.getByLabel('Highest price per unit ($)').fill('20.00');
    await form.getByRole('button', { name: 'Set standing order' }).click();
    await page.getByText('Standing order set').waitFor();

    const posted = await seller.request.post('/api/catches', {
      data: {
        title: `Rockfish fillets ${Date.now()}`,
        description: 'Skin-on striped bass fillets, on ice.',
        category: 'fish',
        species,
        prep: 'filleted',
        sizeMix: 'large',
        unitType: 'piece',
        unitPrice: '16.00',
        qtyAvailable: 6,
        pickupWindows: [slot.window],
        expiresAt: expiresAt.toISOString(),
        photos: ['/images/catches/striped-bass.svg'],
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    expect(((await posted.json()) as { qtyAvailable: number }).qtyAvailable).toBe(4);

    await page.goto('/orders');
    await page
      .getByText(/Rockfish fillets/)
      .first()
      .waitFor();
    const orders = (await (await page.request.get('/api/orders')).json()) as {
      id: string;
      standingOrderId: string | null;
    }[];
    const made = orders.find((order) => order.standingOrderId !== null);
    expect(made).toBeDefined();

    // The seller's orders, which the dashboard's pickups card lists by day: on the slot's day.
    const sellerOrders = (await (await seller.request.get('/api/crabber/orders')).json()) as {
      id: string;
      pickupSlotStart: string | null;
    }[];
    expect(sellerOrders.find((order) => order.id === made!.id)?.pickupSlotStart).toBe(
      slot.startsAt.toISOString(),
    );
    // The demo seller is shared with later journeys (pickup-rules fills this same pickup): leave no
    // standing order to fill their listings and no order taking a place in the pickup.
    const [mine] = (await (await page.request.get('/api/standing-orders')).json()) as { id: string }[];
    expect((await page.request.delete(`/api/standing-orders/${mine!.id}`)).status()).toBeLessThan(300);
    const cancelled = await page.request.patch(`/api/orders/${made!.id}/status`, {
      data: { status: 'cancelled' },
    });
    expect(cancelled.status()).toBe(200);
    await seller.close();
  });

  it('a buyer sets a card standing order and saves the card it will be paid with', async () => {
    const { page } = b;
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, KENT_NARROWS);
    const me = (await (await seller.request.get('/api/sellers/me')).json()) as { id: string };
    await seller.close();

    await registerBuyer(page.request, 'standing-card');
    await page.goto(`/sellers/${me.id}`);
    await page.getByRole('link', { name: 'Standing order' }).click();
    const form = page.getByRole('form', { name: 'Standing order' });
    await form.locator('select[name="species"]').selectOption('Striped Bass');
    await form.locator('select[name="unitType"]').selectOption('piece');
    await form.getByLabel('Highest price per unit ($)').fill('20.00');
    await form.locator('select[name="paymentMethod"]').selectOption('card');
    await form
      .getByText(/Your card is kept by our payments provider, never by BayCatch\. You save the card next\./)
      .waitFor();
    await form.getByRole('button', { name: 'Set standing order' }).click();
    await page.getByText('Save your card so this standing order can be filled.').waitFor();

    await page.getByRole('button', { name: 'Save your card' }).click();
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiration' }).fill('12 / 40');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: 'Save Card' }).click();
    await page.getByText('Card saved', { exact: true }).first().waitFor();
    const [mine] = (await (await page.request.get('/api/standing-orders')).json()) as {
      id: string;
      paymentMethod: string;
      cardSaved: boolean;
    }[];
    expect(mine).toMatchObject({ paymentMethod: 'card', cardSaved: true });
    // Kim is shared with later journeys: leave no standing order to fill her listings.
    expect((await page.request.delete(`/api/standing-orders/${mine!.id}`)).status()).toBeLessThan(300);
  });
});
