import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser, useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

async function signInAsAdmin(browser: Browser, baseUrl: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  await signInAs(context.request, 'admin@baycatch.test');
  return { context, page: await context.newPage() };
}

describe('card disputes', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('shows a test-mode dispute on the order and in the admin Disputes tab, which opens the order', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'dispute-buyer');
    await putInCart(page.request, await dobbinsListing(page.request));
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'card' } });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { orders: { id: string }[] }).orders[0]!.id;
    const intent = (await (
      await page.request.post(`/api/orders/${orderId}/create-payment-intent`)
    ).json()) as { clientSecret: string };
    // Stripe's dispute test card: the card is held, and once the dock charges it the buyer's bank
    // disputes the charge at once (only a charge can be disputed).
    const paid = await page.request.post('/api/payments/test-mode/confirm', {
      data: {
        clientSecret: intent.clientSecret,
        cardNumber: '4000 0000 0000 0259',
        expiry: '12/40',
        cvc: '123',
      },
    });
    expect(paid.status()).toBe(200);
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, 'seller@baycatch.test');
    for (const status of ['ready', 'completed']) {
      const moved = await seller.request.patch(`/api/orders/${orderId}/status`, { data: { status } });
      expect(moved.status()).toBe(200);
    }
    await seller.close();

    await page.goto(`/orders/${orderId}`);
    const notice = page.getByTestId('order-dispute');
    await notice.getByText('Disputed', { exact: true }).waitFor();
    await notice
      .getByText(/Your bank is disputing .* the cardholder says they did not make this payment/)
      .waitFor();
    expect(await page.getByTestId('order-payment').textContent()).toBe('Card · Disputed');

    const browser = await launchBrowser();
    try {
      const admin = await signInAsAdmin(browser, b.baseUrl, { width: 390, height: 844 });
      await admin.page.goto('/admin');
      await admin.page.getByRole('tab', { name: 'Disputes' }).click();
      const reference = orderId.slice(-8).toUpperCase();
      const row = admin.page.getByTestId('admin-dispute').filter({ hasText: `#${reference}` });
      await row.getByText(/Evidence due by/).waitFor();
      await row.getByText('Needs a response').waitFor();
      expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await row.getByRole('button', { name: /Open order/ }).click();
      const detail = admin.page.getByTestId('admin-order-detail');
      await detail
        .getByTestId('order-dispute')
        .getByText(/Evidence .* is due by/)
        .waitFor();
      await detail.getByRole('button', { name: /Back to disputes/ }).click();
      await row.waitFor();
    } finally {
      await browser.close();
    }
  });
});
