import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { demoListingOf, dobbinsListing, putInCart, registerBuyer } from './order-helpers';

describe('paying by card in test mode', () => {
  const b = useBrowser();

  async function toPaymentPage(page: Page, prefix: string) {
    await registerBuyer(page.request, prefix);
    await putInCart(page.request, await dobbinsListing(page.request));
    await page.goto('/checkout');
    await page.getByText('Pay by Card', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
    await page.getByText('Test mode — no real card is charged').waitFor();
    return page.url().split('/').pop()!;
  }

  async function payWith(page: Page, cardNumber: string) {
    await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
    await page.getByRole('textbox', { name: 'Expiration' }).fill('12 / 40');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
  }

  /** A test that leaves its order unpaid cancels it, so the demo stock is back for others. */
  async function cancel(page: Page, orderId: string) {
    const res = await page.request.patch(`/api/orders/${orderId}/status`, { data: { status: 'cancelled' } });
    expect(res.status()).toBe(200);
  }

  it('is not offered when a seller in the cart cannot take cards, and the checkout says why', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'card-none');
    // Whitaker Rockfish has not set up a payout account in the demo.
    await putInCart(page.request, await demoListingOf(page.request, 'Whitaker Rockfish'));
    await page.goto('/checkout');
    await page
      .getByTestId('card-unavailable')
      .filter({ hasText: 'Card payment is not offered for Whitaker Rockfish' })
      .waitFor();
    expect(await page.getByRole('radio', { name: /Pay by Card/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: /Pay at Pickup/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  });

  it('succeeds with 4242 4242 4242 4242 and lands on the order, its card held', async () => {
    const { page } = b;
    const orderId = await toPaymentPage(page, 'card-ok');
    await page.getByTestId('payment-total').waitFor();
    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL(new RegExp(`/orders/${orderId}$`));
    await page.getByText('Payment Successful').waitFor();
    await page
      .getByTestId('order-payment')
      .filter({ hasText: 'Card · Card held, charged at pickup' })
      .waitFor();
  });

  it('shows the decline of 4000 0000 0000 0002 and keeps the buyer on the payment page', async () => {
    const { page } = b;
    const orderId = await toPaymentPage(page, 'card-declined');
    await payWith(page, '4000 0000 0000 0002');
    await page.getByTestId('payment-failure').filter({ hasText: 'Your card was declined.' }).waitFor();
    // Said once, beside the card: no toast repeats it.
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(page.url()).toMatch(new RegExp(`/payment/${orderId}$`));
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
      paymentStatus: string;
    };
    expect(order.paymentStatus).toBe('pending');
    await cancel(page, orderId);
  });

  it('asks 4000 0025 0000 3155 to authenticate: failing it is refused, completing it holds the card', async () => {
    const { page } = b;
    const orderId = await toPaymentPage(page, 'card-3ds');
    await payWith(page, '4000 0025 0000 3155');
    const dialog = page.getByRole('alertdialog', { name: 'Authenticate this payment?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    await page.getByTestId('payment-failure').waitFor();
    expect(page.url()).toMatch(new RegExp(`/payment/${orderId}$`));

    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(new RegExp(`/orders/${orderId}$`));
    await page
      .getByTestId('order-payment')
      .filter({ hasText: 'Card · Card held, charged at pickup' })
      .waitFor();
  });
});
