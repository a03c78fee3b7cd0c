import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

describe('card holds', () => {
  const b = useBrowser();

  it('holds the buyer’s card at checkout and charges it when the seller completes the pickup', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'card-hold');
    await putInCart(page.request, await dobbinsListing(page.request));
    await page.goto('/checkout');
    await page.getByText('Pay by Card', { exact: true }).click();
    const total = (await page.getByTestId('checkout-total').textContent())!;
    await page
      .getByTestId('checkout-card-hold')
      .filter({
        hasText: `Your card will be held for up to ${total} and charged at pickup for what you take.`,
      })
      .waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    await page
      .getByTestId('payment-card-hold')
      .filter({ hasText: `Your card will be held for up to ${total}` })
      .waitFor();
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiration' }).fill('12 / 40');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(new RegExp(`/orders/${orderId}$`));
    await page
      .getByTestId('card-hold')
      .filter({ hasText: `Your card is held for up to ${total} and charged at pickup for what you take.` })
      .waitFor();
    await page
      .getByTestId('order-payment')
      .filter({ hasText: 'Card · Card held, charged at pickup' })
      .waitFor();

    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, 'seller@baycatch.test');
    const sellerPage = await seller.newPage();
    await sellerPage.goto(`/orders/${orderId}`);
    await sellerPage
      .getByTestId('card-hold')
      .filter({ hasText: `Card held ${total}` })
      .waitFor();
    await sellerPage.getByRole('button', { name: 'Mark Ready' }).click();
    await sellerPage.getByText('Order Updated').waitFor();
    await sellerPage.getByRole('button', { name: 'Complete Pickup' }).click();
    await sellerPage
      .getByTestId('card-hold')
      .filter({ hasText: `Card charged ${total} at pickup` })
      .waitFor();
    await seller.close();

    await page.reload();
    await page
      .getByTestId('card-hold')
      .filter({ hasText: `Your card was charged ${total} at pickup.` })
      .waitFor();
    await page.getByTestId('order-payment').filter({ hasText: 'Card · Paid' }).waitFor();
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
      capturedTotal: string;
    };
    expect(`$${order.capturedTotal}`).toBe(total);
  });
});
