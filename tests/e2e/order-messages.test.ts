import { describe, expect, it } from 'vitest';
import { launchBrowser, useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

describe('messages on an order', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('the buyer asks the seller on the order page and the seller answers from the dashboard', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'message-buyer');
    const listing = await dobbinsListing(page.request);
    await putInCart(page.request, listing);
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const { id: orderId } = (await placed.json()) as { id: string };

    await page.goto(`/orders/${orderId}`);
    const messages = page.getByRole('region', { name: 'Messages' });
    await messages.getByText('No messages yet. Write to the seller').waitFor();
    await messages
      .getByLabel('Message to the seller')
      .fill('Can I come at 5:30? <b>Thanks</b> https://example.com/dock');
    await messages.getByRole('button', { name: 'Send' }).click();
    const mine = messages.getByTestId('order-message');
    await mine.filter({ hasText: 'Can I come at 5:30? <b>Thanks</b>' }).waitFor();
    expect(await mine.getByRole('link', { name: 'https://example.com/dock' }).getAttribute('href')).toBe(
      'https://example.com/dock',
    );
    expect(await messages.getByLabel('Message to the seller').inputValue()).toBe('');

    // The seller, on their own device, answers from the order's row on the dashboard.
    const browser = await launchBrowser();
    const sellerContext = await browser.newContext({
      baseURL: b.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    try {
      await signInAs(sellerContext, 'seller@baycatch.test');
      const seller = await sellerContext.newPage();
      await seller.goto('/dashboard');
      // The navigation counts what waits for the seller until they open it (other journeys in the
      // same run may have written to this seller too, so the count is at least this one).
      await seller
        .getByRole('banner')
        .getByRole('link', { name: /^Dashboard \(\d+ unread messages?\)$/ })
        .waitFor();
      const row = seller
        .getByTestId('seller-order')
        .filter({ hasText: `#${orderId.slice(-8).toUpperCase()}` });
      await row.getByRole('button', { name: /^Messages with / }).click();
      const dialog = seller.getByRole('dialog');
      await dialog.getByText('Can I come at 5:30?', { exact: false }).waitFor();
      await dialog.getByLabel('Message to the buyer').fill('5:30 is fine, see you at Deale Harbor.');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.getByTestId('order-message').filter({ hasText: '5:30 is fine' }).waitFor();
      // Read now: once the dialog closes, the navigation no longer counts it.
      await seller.keyboard.press('Escape');
      await seller.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    } finally {
      await browser.close();
    }

    // The buyer's page picks the answer up by itself, and shows their message as seen.
    await messages
      .getByTestId('order-message')
      .filter({ hasText: 'see you at Deale Harbor' })
      .waitFor({ timeout: 20_000 });
    await messages.getByText('· Seen').waitFor({ timeout: 20_000 });
  });
});
