/**
 * Waiting for a seller's species (docs/product/waitlist.md): a buyer joins on the storefront for a
 * species the seller has nothing on sale of, sees the place on My Orders, the seller lists that
 * species, and the buyer finds it held for them on the catch page.
 */
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const HOUR = 3_600_000;
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Kim's soft crabs (a species of no demo listing of hers): posted as the seller would. */
async function postSoftCrabs(seller: APIRequestContext, isActive: boolean): Promise<string> {
  const posted = await seller.post('/api/catches', {
    data: {
      title: `Soft crabs ${Date.now()}`,
      description: 'Fresh molted softs from the shedding floats, cleaned on request.',
      category: 'soft-shell',
      species: 'Soft Shell',
      prep: 'live',
      sizeMix: 'soft-shell',
      unitType: 'dozen',
      unitPrice: '60.00',
      qtyAvailable: 2,
      isActive,
      pickupWindows: EVERY_DAY.map((day) => ({ start: `${day} 06:00`, end: `${day} 12:00` })),
      expiresAt: new Date(Date.now() + 40 * HOUR).toISOString(),
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { id: string }).id;
}

describe("the waitlist for a seller's species", () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('a buyer joins on the storefront, the seller lists the species, and it is held for the buyer', async () => {
    const { page } = b;
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, 'kim@baycatch.test');
    const { id: sellerId } = (await (await seller.request.get('/api/sellers/me')).json()) as { id: string };
    // Listed once and taken down: soft crabs are a species of hers with nothing on sale.
    const earlier = await postSoftCrabs(seller.request, false);

    await registerBuyer(page.request, 'species-waitlist');
    await page.goto(`/sellers/${sellerId}`);
    await page.getByRole('heading', { name: 'Wait for their next catch' }).waitFor();
    const line = page.getByTestId('species-waitlist-line').filter({ hasText: 'Soft Shell' });
    await line.getByRole('button', { name: 'Join the waitlist' }).click();
    await line.getByText("You're #1 in line. We'll tell you when they list it.").waitFor();
    await line.getByRole('button', { name: 'Leave the waitlist' }).waitFor();

    await page.goto('/orders');
    const place = page.getByTestId('my-waitlist-species');
    await place.getByText('#1 in line for their next Soft Shell listing').waitFor();
    await place.getByRole('link', { name: 'Soft Shell' }).waitFor();

    // The seller lists soft crabs again: the first dozen is held for the one in line.
    const listed = await postSoftCrabs(seller.request, true);
    await page.goto(`/catch/${listed}`);
    await page
      .getByTestId('waitlist-hold')
      .getByText(/^1 dozen held for you until \d{1,2}:\d{2} [AP]M$/)
      .waitFor();
    const anyone = await b.browser.newContext({ baseURL: b.baseUrl });
    const seen = (await (await anyone.request.get(`/api/catches/${listed}`)).json()) as {
      qtyAvailable: number;
    };
    expect(seen.qtyAvailable).toBe(1);

    // The demo seller is shared with later journeys: leave her listings as they were.
    expect((await page.request.delete(`/api/catches/${listed}/waitlist`)).status()).toBe(200);
    for (const id of [listed, earlier]) {
      expect((await seller.request.delete(`/api/catches/${id}`)).status()).toBe(204);
    }
    await Promise.all([seller.close(), anyone.close()]);
  });
});
