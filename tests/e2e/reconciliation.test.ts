import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

describe('daily reconciliation and admin refunds', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('the admin sees no differences on the Money tab, and refunds part of an order from its detail', async () => {
    const { browser, baseUrl, page } = b;
    const buyer = await browser.newContext({ baseURL: baseUrl });
    await registerBuyer(buyer.request, 'reconcile-buyer');
    await putInCart(buyer.request, await dobbinsListing(buyer.request));
    const placed = await buyer.request.post('/api/orders', { data: { paymentMethod: 'card' } });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { orders: { id: string }[] }).orders[0]!.id;
    const intent = (await (
      await buyer.request.post(`/api/orders/${orderId}/create-payment-intent`)
    ).json()) as { clientSecret: string };
    const paid = await buyer.request.post('/api/payments/test-mode/confirm', {
      data: {
        clientSecret: intent.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      },
    });
    expect(paid.status()).toBe(200);
    // The card is held at checkout and charged when the seller hands the catch over: only a
    // charged order has money to give back.
    const seller = await browser.newContext({ baseURL: baseUrl });
    await signInAs(seller, 'seller@baycatch.test');
    for (const status of ['ready', 'completed']) {
      const moved = await seller.request.patch(`/api/orders/${orderId}/status`, { data: { status } });
      expect(moved.status(), status).toBe(200);
    }
    await seller.close();

    await signInAs(page, 'admin@baycatch.test');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Money' }).click();
    await page.getByTestId('no-differences').waitFor();
    // Today's payment agrees with the provider too, checked again on demand.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    await page.getByLabel('Day').fill(today);
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByText(/payments and refunds compared/).waitFor();
    await page.getByTestId('no-differences').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('tab', { name: 'Orders' }).click();
    const reference = orderId.slice(-8).toUpperCase();
    await page.getByLabel('Find orders').fill(reference);
    await page.getByLabel('Find orders').press('Enter');
    await page
      .getByTestId('admin-order')
      .filter({ hasText: `#${reference}` })
      .getByRole('button')
      .first()
      .click();
    const detail = page.getByTestId('admin-order-detail');
    await detail.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Amount/).fill('2.00');
    await dialog.getByLabel(/Reason/).fill('two were soft');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('$2.00 refunded to the card.').waitFor();
    await detail.getByText(/partially_refunded/).waitFor();
    await buyer.close();
  });
});
