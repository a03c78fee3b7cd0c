import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { demoListingOf, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const SELLER = 'Lankford Oyster Farm';

type Slot = { start: string; window: unknown; date: string; closed?: boolean };

async function reserve(
  request: APIRequestContext,
  catchId: string,
  slot: Slot,
  paymentMethod: 'cash' | 'card',
) {
  await request.post('/api/cart', {
    data: { catchId, qty: 1, selectedPickupWindow: slot.window, pickupDate: slot.date },
  });
  const placed = await request.post('/api/orders', { data: { paymentMethod } });
  expect(placed.status()).toBe(201);
  return (await placed.json()).id as string;
}

describe('weather-out', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('a seller cancels and closes a pickup day with a cash and a card order, and both buyers see why', async () => {
    const { browser, baseUrl } = b;
    const cashBuyer = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const cardBuyer = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    await registerBuyer(cashBuyer.request, 'weather-cash');
    await registerBuyer(cardBuyer.request, 'weather-card');
    const listing = await demoListingOf(cashBuyer.request, SELLER);
    const detail = await (await cashBuyer.request.get(`/api/catches/${listing.id}`)).json();
    const slot = (detail.pickupSlots as Slot[]).find((candidate) => !candidate.closed)!;
    const cashOrder = await reserve(cashBuyer.request, listing.id, slot, 'cash');
    const cardOrder = await reserve(cardBuyer.request, listing.id, slot, 'card');
    const intent = await (
      await cardBuyer.request.post(`/api/orders/${cardOrder}/create-payment-intent`)
    ).json();
    const paid = await cardBuyer.request.post('/api/payments/test-mode/confirm', {
      data: {
        clientSecret: intent.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      },
    });
    expect(paid.status()).toBe(200);

    const { page } = b;
    await signInAs(page, 'marsha@baycatch.test');
    await page.goto('/dashboard');
    const pickups = page.getByTestId('pickups-card');
    await pickups.getByLabel('Pickup day').fill(slot.date);
    await pickups.getByTestId('pickup-order').nth(1).waitFor();
    await pickups.getByRole('button', { name: 'Weather out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Weather out' });
    await dialog.getByLabel('Reason buyers will read').fill('Gale warning on the Choptank');
    await dialog.getByRole('button', { name: /^Cancel \d+ orders?$/ }).click();
    // A held card is released, not refunded, so the count of refunds may not show.
    await page
      .getByText(/Orders \d+ cancelled(, \d+ refunded)?\. The day is closed to new orders\./)
      .waitFor();
    // Closed ahead too (the dialog's default); reopened here so the demo keeps taking orders.
    await pickups.getByTestId('day-closed').getByText('Closed to new orders').waitFor();
    await pickups.getByRole('button', { name: 'Reopen' }).click();
    await expect.poll(() => pickups.getByTestId('day-closed').count()).toBe(0);

    const cashPage = await cashBuyer.newPage();
    await cashPage.goto(`/orders/${cashOrder}`);
    await cashPage.getByText('This order was cancelled.').waitFor();
    const cardPage = await cardBuyer.newPage();
    await cardPage.goto(`/orders/${cardOrder}`);
    // The card was only held: the hold is released, nothing refunded (docs/decisions/026-card-holds.md).
    await cardPage.getByText('This order was cancelled.').first().waitFor();
    await cardPage
      .getByTestId('card-hold')
      .filter({ hasText: 'The hold on your card was released; nothing was charged.' })
      .waitFor();
    // Through the page's own fetch: a browser retries a request on a keep-alive socket the server
    // closed while it sat idle, where the test's request context would report the reset.
    const notes = await cardPage.evaluate(() => fetch('/api/notifications').then((res) => res.json()));
    const items = (Array.isArray(notes) ? notes : notes.items) as { title: string; message: string }[];
    expect(
      items.some((note) => note.title === 'Pickup Cancelled' && note.message.includes('Gale warning')),
    ).toBe(true);
    await cashBuyer.close();
    await cardBuyer.close();
  });
});
