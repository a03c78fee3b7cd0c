/** axe-core over a buyer's screens (axe-audit.ts). */
import { describe, expect, it } from 'vitest';
import { audit, settled, useAudits } from './axe-audit';
import { BUYER_PASSWORD, dobbinsListing, putInCart, registerBuyer } from './order-helpers';

describe('accessibility (axe-core, WCAG 2.2 AA), a buyer', () => {
  const audits = useAudits();

  // Seven screens and a drawer at two widths, beside another browser test: more than a journey's minute.
  it("holds on a buyer's marketplace, catch, cart, checkout, orders, order pass and account", {
    timeout: 120_000,
  }, async () => {
    const context = await audits.browser.newContext({ baseURL: audits.baseUrl });
    const email = await registerBuyer(context.request, 'axe');
    const listing = await dobbinsListing(context.request);
    await putInCart(context.request, listing);
    const placed = await context.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { id: string };
    await putInCart(context.request, listing);
    await context.close();
    const violations = await audit(
      email,
      [
        '/marketplace',
        `/catch/${listing.id}`,
        {
          name: 'the cart drawer',
          open: async (page) => {
            await page.goto('/marketplace');
            await settled(page);
            await page.getByRole('button', { name: /Open cart/ }).click();
            await page.getByRole('dialog').waitFor();
          },
          within: '[role="dialog"]',
        },
        '/checkout',
        '/orders',
        `/orders/${order.id}`,
        '/account',
      ],
      BUYER_PASSWORD,
    );
    expect(violations).toEqual([]);
  });
});
