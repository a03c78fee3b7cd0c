/**
 * A per-pound rockfish from order to receipt (docs/product/orders-and-pickup.md, docs/product/payments.md):
 * the seller weighs it offline on the pickup check, the weight is sent with the check-in when the
 * signal returns, and the buyer sees estimate and final side by side; and the order page's Weigh dialog.
 */
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OrderDto } from '../../src/shared/order.schema';
import { addDays, localDateOf, slotState, upcomingSlots } from '../../src/shared/pickup-slots';
import { useBrowser } from './browser';
import { registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const WHITAKER = 'terrell@baycatch.test';

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface Listing {
  id: string;
  pickupWindows: { start: string; end: string }[];
  expiresAt: string;
}

/**
 * Whitaker posts a whole rockfish (about 4-6 lb, $8.99/lb) with a pickup every day: the offline day
 * list holds today's and tomorrow's pickups, and the seed's Tuesday, Thursday and weekend pickups
 * leave some evenings with neither.
 */
async function postRockfish(seller: APIRequestContext): Promise<Listing> {
  const posted = await seller.post('/api/catches', {
    data: {
      title: `Whole rockfish ${Date.now()}`,
      description: 'Whole striped bass in the legal slot, weighed at the dock.',
      category: 'fish',
      species: 'Striped Bass',
      prep: 'whole',
      sizeMix: 'large',
      unitType: 'piece',
      pricing: 'per_lb',
      estimatedLbPerUnit: { min: '4', max: '6' },
      unitPrice: '8.99',
      qtyAvailable: 4,
      pickupWindows: EVERY_DAY.map((day) => ({ start: `${day} 06:00`, end: `${day} 21:00` })),
      expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      photos: ['/images/catches/striped-bass.svg'],
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return (await posted.json()) as Listing;
}

/** One rockfish ordered cash for today's or tomorrow's pickup, so it is in the day's list. */
async function orderRockfish(
  buyer: APIRequestContext,
  seller: APIRequestContext,
  prefix: string,
): Promise<OrderDto> {
  await registerBuyer(buyer, prefix);
  const listing = await postRockfish(seller);
  const now = new Date();
  const days = [localDateOf(now), addDays(localDateOf(now), 1)];
  const slot = upcomingSlots(listing.pickupWindows, now).find(
    (candidate) =>
      days.includes(candidate.date) && slotState(candidate, new Date(listing.expiresAt), now) === 'open',
  );
  if (!slot) throw new Error('The rockfish has no open pickup today or tomorrow');
  const added = await buyer.post('/api/cart', {
    data: { catchId: listing.id, qty: 1, selectedPickupWindow: slot.window, pickupDate: slot.date },
  });
  expect(added.status()).toBe(201);
  const placed = await buyer.post('/api/orders', { data: { paymentMethod: 'cash' } });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as OrderDto;
  expect(order).toMatchObject({ estimatedTotal: '44.95', maxTotal: '51.69' });
  return order;
}

describe('a per-pound rockfish weighed at the dock', () => {
  const b = useBrowser();

  it('is weighed offline on the pickup check, synced once, and the buyer gets estimate, final and receipt', async () => {
    const { page } = b;
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, WHITAKER);
    const order = await orderRockfish(page.request, seller.request, 'rockfish-buyer');
    const itemId = order.items[0]!.id;

    const sellerPage = await seller.newPage();
    await sellerPage.goto('/pickup-check');
    await sellerPage.getByTestId('list-saved').waitFor();

    await seller.setOffline(true);
    await sellerPage.getByTestId('offline-state').waitFor();
    await sellerPage.getByRole('textbox', { name: 'Pickup code' }).fill(order.qrCode!);
    await sellerPage.getByRole('button', { name: 'Check Pass' }).click();
    const found = sellerPage.getByTestId('found-order');
    await found.getByText('Collect $44.95 in cash.').waitFor();
    // Completing without the weight asks for it first.
    await found.getByRole('button', { name: 'Complete Pickup' }).click();
    await found.getByText('Enter what the catch weighed').waitFor();
    await found.getByTestId(`weight-${itemId}`).fill('5.2');
    // The cash to collect follows the scale: 5.2 lb at $8.99.
    await found.getByText('Collect $46.75 in cash.').waitFor();
    await found.getByRole('button', { name: 'Complete Pickup' }).click();
    await sellerPage.getByText('1 check-in waiting to be sent').waitFor();
    const before = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as OrderDto;
    expect(before).toMatchObject({ status: 'confirmed', finalTotal: '44.95' });

    await seller.setOffline(false);
    await sellerPage.getByTestId('sync-report').getByText('1 check-in sent.').waitFor();
    const after = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as OrderDto;
    expect(after).toMatchObject({ status: 'completed', estimatedTotal: '44.95', finalTotal: '46.75' });
    expect(after.items[0]).toMatchObject({ estimatedLb: '5.00', finalLb: '5.20' });
    expect(after.items[0]!.adjustments).toHaveLength(1);
    await seller.close();

    await page.goto(`/orders/${order.id}`);
    await page.getByTestId('order-status').filter({ hasText: 'Completed' }).waitFor();
    await page.getByText('est. 5 lb, weighed 5.2 lb').first().waitFor();
    const pdf = await page.request.get(`/api/orders/${order.id}/receipt.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  it('is weighed online in the order page’s Weigh dialog, which shows the final total', async () => {
    const { page } = b;
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, WHITAKER);
    const order = await orderRockfish(page.request, seller.request, 'rockfish-online-buyer');
    const sellerPage = await seller.newPage();
    await sellerPage.goto(`/orders/${order.id}`);
    await sellerPage.getByRole('button', { name: 'Weigh' }).click();
    const dialog = sellerPage.getByRole('dialog');
    await dialog.getByTestId(`weight-${order.items[0]!.id}`).fill('4.6');
    await dialog.getByRole('button', { name: 'Save weights' }).click();
    await dialog.getByTestId('weigh-saved').getByText('Final total: $41.35 (estimated $44.95).').waitFor();
    await seller.close();
  });
});
