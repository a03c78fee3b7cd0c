/**
 * Shellfish tags (docs/product/traceability.md): a seller posting oysters in the shell is asked for
 * the harvester tag's facts on the post form, and the tag then shows on the catch page, the
 * buyer's order and pickup pass, and the seller's pick list.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { putInCart, registerBuyer } from './order-helpers';
import { fillShellfishTag } from './shellfish-tag-form';
import { signInAs } from './sign-in';

describe('shellfish tags', () => {
  const b = useBrowser({ width: 1280, height: 900 });

  it('are asked for on the post form and travel to the catch page, the order, the pass and the pick list', async () => {
    const sellerContext = await b.browser.newContext({
      baseURL: b.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    const title = `Tagged selects ${Date.now()}`;
    let listingId: string | null = null;
    let orderId: string | null = null;
    const { page } = b;
    try {
      await signInAs(sellerContext, 'seller@baycatch.test');
      const seller = await sellerContext.newPage();
      await seller.goto('/dashboard');
      const post = seller.getByTestId('post-catch-card');
      await post.getByLabel('Title').fill(title);
      await post.getByRole('combobox', { name: 'Species' }).selectOption('Oysters');
      await post.getByRole('combobox', { name: 'Harvest area' }).selectOption('137');
      await post.getByLabel('Price per unit ($)').fill('18');
      await post.getByLabel('Quantity available').fill('4');

      // Without the tag the post is refused, each missing fact named under its own field.
      await post.getByRole('button', { name: 'Post Catch' }).click();
      const tagFields = post.getByTestId('shellfish-tag-fields');
      await tagFields.getByText('Enter the harvester name').waitFor();
      await tagFields.getByText('Enter the licence number').waitFor();

      await fillShellfishTag(post, 'T-4410');
      await post.getByRole('button', { name: 'Post Catch' }).click();
      await seller.getByTestId('seller-listing').filter({ hasText: title }).waitFor();
      const mine = (await (await sellerContext.request.get('/api/crabber/catches')).json()) as {
        id: string;
        title: string;
        qtyAvailable: number;
        pickupWindows: { start: string; end: string }[];
        expiresAt: string;
        crabber: { displayName: string };
      }[];
      const listing = mine.find((candidate) => candidate.title === title)!;
      listingId = listing.id;

      // The buyer reads the tag on the catch page, and on their order.
      await registerBuyer(page.request, 'shellfish-tag-buyer');
      await page.goto(`/catch/${listing.id}`);
      const tag = page.getByTestId('shellfish-tag');
      await tag.getByText('OH-1234').waitFor();
      await tag.getByText('T-4410').waitFor();
      expect(await tag.textContent()).toContain('1 bushel');

      await putInCart(page.request, { ...listing, crabber: { displayName: 'Dobbins Crab Co.' } });
      const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
      expect(placed.status()).toBe(201);
      const order = ((await placed.json()) as { orders: { id: string; pickupSlotStart: string }[] })
        .orders[0]!;
      orderId = order.id;
      await page.goto(`/orders/${order.id}`);
      await page
        .getByTestId('line-shellfish-tag')
        .filter({ hasText: 'Shellfish tag T-4410: Ann Dobbins, licence OH-1234' })
        .first()
        .waitFor();

      // The seller's pick list for the pickup's day carries it too.
      const day = new Date(order.pickupSlotStart).toLocaleDateString('en-CA', {
        timeZone: 'America/New_York',
      });
      await seller.goto('/dashboard');
      const pickups = seller.getByTestId('pickups-card');
      await pickups.getByLabel('Pickup day').fill(day);
      await pickups
        .getByTestId('pickup-order')
        .filter({ hasText: 'Shellfish tag T-4410' })
        .getByText('Robin Buyer')
        .waitFor();

      // Marked ready at the dock, the buyer's pickup pass carries the tag under its code.
      await pickups
        .getByTestId('pickup-order')
        .filter({ hasText: 'Shellfish tag T-4410' })
        .getByRole('button', { name: 'Mark Ready: Robin Buyer' })
        .click();
      await page.goto(`/orders/${order.id}`);
      await page
        .getByTestId('pickup-pass')
        .getByTestId('pass-shellfish-tag')
        .getByText(/T-4410/)
        .waitFor();
    } finally {
      if (orderId)
        await page.request.patch(`/api/orders/${orderId}/status`, { data: { status: 'cancelled' } });
      if (listingId) await sellerContext.request.delete(`/api/catches/${listingId}`);
      await sellerContext.close();
    }
  });
});
