/**
 * A recall (docs/product/traceability.md, Traceability record): an admin looks up a lot on the
 * admin screen's Lots tab, sees its buyers and tells them all in one action.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

describe('the admin Lots tab', () => {
  const b = useBrowser({ width: 1280, height: 900 });

  it("finds a lot's order lines by its code and notifies its buyers", async () => {
    const buyer = await b.browser.newContext({ baseURL: b.baseUrl });
    let orderId: string | null = null;
    try {
      const buyerEmail = await registerBuyer(buyer.request, 'lot-recall-buyer');
      await putInCart(buyer.request, await dobbinsListing(buyer.request));
      const placed = await buyer.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
      expect(placed.status()).toBe(201);
      const order = (
        (await placed.json()) as { orders: { id: string; items: { lotCode: string | null }[] }[] }
      ).orders[0]!;
      orderId = order.id;
      const lotCode = order.items[0]!.lotCode!;
      expect(lotCode).toMatch(/^DOB-\d{8}-\d{2}$/);

      const { page } = b;
      await signInAs(page.context().request, 'admin@baycatch.test');
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Lots' }).click();
      // Typed in lower case, as someone reading it off a label might.
      await page.getByLabel('Lot code').fill(lotCode.toLowerCase());
      await page.getByRole('button', { name: 'Look up' }).click();
      const result = page.getByTestId('lot-result');
      await result.getByRole('row').filter({ hasText: buyerEmail }).waitFor();

      const notice = `Recall ${Date.now()}: please do not eat the crabs of lot ${lotCode}.`;
      await result.getByLabel('Message to the buyers').fill(notice);
      await result.getByRole('button', { name: 'Notify buyers' }).click();
      await page.getByText(/^\d+ buyers? told$/).waitFor();

      const notes = (await (await buyer.request.get('/api/notifications')).json()) as {
        items: { type: string; message: string }[];
      };
      expect(notes.items.some((note) => note.type === 'lot_notice' && note.message.includes(notice))).toBe(
        true,
      );
    } finally {
      if (orderId)
        await buyer.request.patch(`/api/orders/${orderId}/status`, { data: { status: 'cancelled' } });
      await buyer.close();
    }
  });
});
