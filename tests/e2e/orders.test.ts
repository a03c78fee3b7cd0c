import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { dobbinsListing, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

describe('reserve and collect', () => {
  const b = useBrowser();

  it('adds to the cart from a listing, changes the quantity, checks out with cash and sees the pass once ready', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'cash-buyer');
    const listing = await dobbinsListing(page.request);

    await page.goto(`/catch/${listing.id}`);
    await page.getByRole('heading', { name: listing.title }).waitFor();
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await addToCart.click();
    await page.getByText('Please select pickup window').waitFor();
    await page.getByText("Choose when you'd like to pick up your order.").waitFor();
    // The first date still open (today's may have passed its cut-off).
    const firstOpen = page
      .getByRole('radiogroup', { name: 'Pickup time' })
      .locator('[data-part="item"]:not([data-disabled])')
      .first();
    const chosen = (await firstOpen.locator('[data-part="item-text"]').textContent()) ?? '';
    const slot = /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2}, [^A-Za-z]+ [AP]M/.exec(chosen)?.[0];
    expect(slot).toBeDefined();
    await firstOpen.click();
    expect(await firstOpen.getByRole('radio').isChecked()).toBe(true);
    await addToCart.click();
    await page.getByText('Item has been added to your cart.').waitFor();
    await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();

    await page.getByRole('button', { name: /Open cart/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(listing.title).waitFor();
    await drawer.getByText(slot!, { exact: false }).waitFor();
    const decrease = drawer.getByRole('button', { name: `Decrease quantity of ${listing.title}` });
    const increase = drawer.getByRole('button', { name: `Increase quantity of ${listing.title}` });
    expect(await decrease.isDisabled()).toBe(true);
    await increase.click();
    await drawer.getByTestId('line-quantity').filter({ hasText: '2' }).waitFor();
    await page.getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();
    await decrease.click();
    await drawer.getByTestId('line-quantity').filter({ hasText: '1' }).waitFor();
    await expect.poll(() => decrease.isDisabled()).toBe(true);
    await drawer.getByText('Service Fee', { exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByTestId('checkout-fee').filter({ hasText: '$0.00' }).waitFor();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await page.getByText('Order Confirmed!').waitFor();
    const orderId = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: `Order #${orderId.slice(-8).toUpperCase()}` }).waitFor();
    await page.getByTestId('pickup-pass-placeholder').waitFor();
    expect(await page.getByTestId('pickup-qr').count()).toBe(0);

    // The seller marks it ready from their view of the order; the buyer's page follows by itself.
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, 'seller@baycatch.test');
    const sellerPage = await seller.newPage();
    await sellerPage.goto(`/orders/${orderId}`);
    await sellerPage.getByRole('button', { name: 'Mark Ready' }).click();
    await sellerPage.getByText('Order Updated').waitFor();

    await page.getByTestId('pickup-qr').waitFor({ timeout: 15_000 });
    await page.getByTestId('order-status').filter({ hasText: 'Ready for Pickup' }).waitFor();
    const code = await page.getByTestId('pickup-code').textContent();
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // At the dock the seller types the code from the buyer's pass and completes the pickup.
    await sellerPage.goto('/pickup-check');
    await sellerPage.getByRole('textbox', { name: 'Pickup code' }).fill(code!.toLowerCase());
    await sellerPage.getByRole('button', { name: 'Check Pass' }).click();
    await sellerPage.getByTestId('found-order').getByText('Robin Buyer').waitFor();
    await sellerPage.getByRole('button', { name: 'Complete Pickup' }).click();
    await sellerPage.getByTestId('found-order').getByText('Picked up. This pass has been used.').waitFor();
    await seller.close();
    await page.getByTestId('order-status').filter({ hasText: 'Completed' }).waitFor({ timeout: 15_000 });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL(/\/orders$/);
    await page.getByRole('link', { name: `Order #${orderId.slice(-8).toUpperCase()}` }).waitFor();
  });

  it('shows Order Not Found for someone else’s order', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'stranger');
    await page.goto('/orders/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Order Not Found' }).waitFor();
    await page
      .getByText("The order you're looking for doesn't exist or you don't have permission to view it.")
      .waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
  });
});
