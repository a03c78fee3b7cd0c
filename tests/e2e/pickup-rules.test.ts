import { describe, expect, it } from 'vitest';
import { formatSlot } from '../../src/shared/pickup-slots';
import { useBrowser } from './browser';
import { demoListingOf, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const SELLER = 'Kent Narrows Catch';

describe("a seller's pickup rules", () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('are set on the dashboard, and a full pickup shows Full to the next buyer', async () => {
    const { page } = b;
    const seller = await b.browser.newContext({ baseURL: b.baseUrl, viewport: { width: 390, height: 844 } });
    const sellerPage = await seller.newPage();
    await signInAs(sellerPage, 'kim@baycatch.test');
    const profileId = (await (await seller.request.get('/api/auth/user')).json()).crabberProfile.id as string;
    try {
      // On a phone the rules are under More.
      await sellerPage.goto('/dashboard?tab=more');
      const card = sellerPage.getByTestId('pickup-rules-card');
      await card.getByText('Orders close').waitFor();
      await card.getByRole('button', { name: 'Edit pickup rules' }).click();
      await card.getByLabel('Order cut-off (hours before pickup)').fill('3');
      await card.getByLabel('Orders per pickup (optional)').fill('1');
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByText('3 hours before').waitFor();
      await card.getByText('At most 1 order per pickup.').waitFor();

      // One buyer takes the first open pickup.
      await registerBuyer(page.request, 'first-at-the-dock');
      const listing = await demoListingOf(page.request, SELLER);
      const detail = await (await page.request.get(`/api/catches/${listing.id}`)).json();
      const slot = (
        detail.pickupSlots as {
          start: string;
          end: string;
          window: unknown;
          date: string;
          closed?: boolean;
        }[]
      ).find((candidate) => !candidate.closed)!;
      expect(
        (
          await page.request.post('/api/cart', {
            data: { catchId: listing.id, qty: 1, selectedPickupWindow: slot.window, pickupDate: slot.date },
          })
        ).status(),
      ).toBe(201);
      expect((await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } })).status()).toBe(
        201,
      );

      // The seller's day lists it under its pickup.
      await sellerPage.goto('/dashboard');
      const pickups = sellerPage.getByTestId('pickups-card');
      await pickups.getByLabel('Pickup day').fill(slot.date);
      await pickups.getByText(formatSlot({ startsAt: slot.start, endsAt: slot.end })).waitFor();
      await pickups.getByTestId('pickup-order').getByText('Robin Buyer').waitFor();

      // The next buyer sees it full.
      await page.context().clearCookies();
      await registerBuyer(page.request, 'second-at-the-dock');
      await page.goto(`/catch/${listing.id}`);
      const picker = page.getByRole('radiogroup', { name: 'Pickup time' });
      const item = picker
        .locator('[data-part="item"]')
        .filter({ hasText: formatSlot({ startsAt: slot.start, endsAt: slot.end }) });
      await item.getByText('Full').waitFor();
      expect(await item.getAttribute('data-disabled')).not.toBeNull();
    } finally {
      await sellerPage.request.patch(`/api/sellers/${profileId}`, {
        data: { orderCutoffHours: 2, slotCapacity: null },
      });
      await seller.close();
    }
  });
});
