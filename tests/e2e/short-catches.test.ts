import { describe, expect, it } from 'vitest';
import { slotState, upcomingSlots } from '../../src/shared/pickup-slots';
import { useBrowser, waitsForHydration } from './browser';
import { dobbinsListing, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

describe('short catches', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('a seller marks a line short at the dock and the buyer cancels the rest', async () => {
    const { browser, baseUrl, page } = b;
    const buyer = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    await registerBuyer(buyer.request, 'short-catch');
    const listing = await dobbinsListing(buyer.request);
    const now = new Date();
    const slot = upcomingSlots(listing.pickupWindows, now).find(
      (candidate) => slotState(candidate, new Date(listing.expiresAt), now) === 'open',
    )!;
    await buyer.request.post('/api/cart', {
      data: { catchId: listing.id, qty: 2, selectedPickupWindow: slot.window, pickupDate: slot.date },
    });
    const placed = await buyer.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { id: string }).id;

    await signInAs(page, 'seller@baycatch.test');
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('button', { name: 'Mark Preparing' }).click();
    await page.getByText(/is now preparing/).waitFor();
    await page.getByRole('button', { name: 'Mark short' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/How many .* can you hand over/).fill('1');
    await dialog.getByLabel(/Reason/).fill('the boat came back light');
    await dialog.getByRole('button', { name: 'Mark short' }).click();
    await page
      .getByTestId('line-qty')
      .getByText(/^1 of 2 /)
      .waitFor();
    await page
      .getByTestId('sale-history')
      .getByText(/2 → 1 .*the boat came back light/)
      .waitFor();

    const buyerPage = waitsForHydration(await buyer.newPage());
    await buyerPage.goto(`/orders/${orderId}`);
    await buyerPage
      .getByTestId('line-qty')
      .getByText(/^1 of 2 /)
      .waitFor();
    await buyerPage
      .getByTestId('sale-history')
      .getByText(/the boat came back light/)
      .waitFor();
    await buyerPage.getByRole('button', { name: 'Cancel the rest of the order' }).click();
    await buyerPage
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Cancel the rest of the order' })
      .click();
    await buyerPage.getByText('This order was cancelled.').waitFor();
    const notes = await buyerPage.evaluate(() => fetch('/api/notifications').then((res) => res.json()));
    const items = (Array.isArray(notes) ? notes : notes.items) as { message: string }[];
    expect(items.some((note) => note.message.includes('can hand over 1 of your 2'))).toBe(true);
    await buyer.close();
  });
});
