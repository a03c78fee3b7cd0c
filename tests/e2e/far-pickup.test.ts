/**
 * A card order for a pickup more than 6 days away (docs/decisions/028-saved-cards.md): the payment
 * page saves the card instead of holding it, and buyer and seller read when it will be held.
 */
import { describe, expect, it } from 'vitest';
import { slotState, upcomingSlots } from '../../src/shared/pickup-slots';
import { SAVE_CARD_AFTER_DAYS } from '../../src/shared/saved-cards';
import { useBrowser } from './browser';
import { registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const KENT_NARROWS = 'kim@baycatch.test';
const DAY = 86_400_000;
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface Listing {
  id: string;
  pickupWindows: { start: string; end: string }[];
  expiresAt: string;
}

describe('a far pickup paid by card', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('saves the card at checkout and says when it will be held', async () => {
    const { page } = b;
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, KENT_NARROWS);
    // A listing open for twelve days, with a short pickup every morning.
    const posted = await seller.request.post('/api/catches', {
      data: {
        title: `Frozen rockfish fillets ${Date.now()}`,
        description: 'Skin-on striped bass fillets, vacuum-packed and frozen on the boat.',
        category: 'fish',
        species: 'Striped Bass',
        prep: 'frozen',
        sizeMix: 'large',
        unitType: 'piece',
        unitPrice: '18.00',
        qtyAvailable: 6,
        pickupWindows: EVERY_DAY.map((day) => ({ start: `${day} 08:00`, end: `${day} 09:00` })),
        expiresAt: new Date(Date.now() + 12 * DAY).toISOString(),
        photos: ['/images/catches/striped-bass.svg'],
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const listing = (await posted.json()) as Listing;

    await registerBuyer(page.request, 'far-pickup');
    // The first pickup far enough off (with an hour to spare for the test itself).
    const now = new Date();
    const slot = upcomingSlots(listing.pickupWindows, now).find(
      (candidate) =>
        candidate.startsAt.getTime() > now.getTime() + SAVE_CARD_AFTER_DAYS * DAY + 3_600_000 &&
        slotState(candidate, new Date(listing.expiresAt), now) === 'open',
    );
    if (!slot) throw new Error('No pickup more than 6 days away');
    const added = await page.request.post('/api/cart', {
      data: { catchId: listing.id, qty: 1, selectedPickupWindow: slot.window, pickupDate: slot.date },
    });
    expect(added.status()).toBe(201);

    await page.goto('/checkout');
    await page.getByText('Pay by Card', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    await page
      .getByTestId('payment-card-hold')
      .filter({
        hasText:
          /^Your card is saved now and held for up to \$18\.90 on \w{3}, \w{3} \d+\. Nothing is charged today/,
      })
      .waitFor();
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiration' }).fill('12 / 40');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: 'Save Card' }).click();
    await page.waitForURL(new RegExp(`/orders/${orderId}$`));
    await page
      .getByTestId('card-hold')
      .filter({
        hasText:
          /^Card saved\. It will be held for up to \$18\.90 on \w{3}, \w{3} \d+; nothing is charged until pickup\.$/,
      })
      .waitFor();

    await page.getByText('Card Saved', { exact: true }).waitFor();
    await page
      .getByTestId('order-payment')
      .filter({ hasText: 'Card · Card saved, held before pickup' })
      .waitFor();
    // Nothing is due: the order page asks for no payment.
    expect(await page.getByText('This order is waiting for your card payment.').count()).toBe(0);
    await page.goto('/orders');
    await page
      .getByTestId('my-order')
      .filter({ hasText: orderId.slice(-8).toUpperCase() })
      .getByText('Card · Card saved, held before pickup')
      .waitFor();
    expect(await page.getByText('Payment due').count()).toBe(0);

    const sellerPage = await seller.newPage();
    await sellerPage.goto(`/orders/${orderId}`);
    await sellerPage
      .getByTestId('card-hold')
      .filter({ hasText: /^Card saved, held on \w{3}, \w{3} \d+$/ })
      .waitFor();
    await seller.close();
  });
});
