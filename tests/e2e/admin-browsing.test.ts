import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

/** The admin on a phone: tabs that wrap, the Users table and its filter, and the listing search. */
describe('admin on a phone', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('wraps the tabs, filters the Users table by status, and hides a listing nobody reported', async () => {
    const { page } = b;
    // Someone to find: a suspended buyer, and a listing of the demo seller's.
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    const buyer = await b.browser.newContext({ baseURL: b.baseUrl });
    const title = `Searchable Jimmies ${Date.now()}`;
    try {
      await signInAs(seller.request, 'seller@baycatch.test');
      const posted = await seller.request.post('/api/catches', {
        data: {
          title,
          species: 'Blue Crab',
          prep: 'live',
          sizeMix: '#1',
          unitType: 'dozen',
          unitPrice: '80.00',
          qtyAvailable: 4,
        },
      });
      expect(posted.status()).toBe(201);
      const email = await registerBuyer(buyer.request, 'admin-browsing-buyer');

      await signInAs(page.context().request, 'admin@baycatch.test');
      const found = await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
      const [account] = ((await found.json()) as { items: { id: string }[] }).items;
      const suspended = await page.request.post(`/api/admin/users/${account!.id}/suspend`, {
        data: { reason: 'Threatening messages to sellers' },
      });
      expect(suspended.status()).toBe(200);

      await page.goto('/admin');
      // Every tab is on screen: the list wraps instead of running off the edge.
      const tabs = page.getByRole('tab');
      await tabs.first().waitFor();
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }

      await page.getByRole('tab', { name: 'Users' }).click();
      await page
        .getByTestId('admin-tab-about')
        .filter({ hasText: /suspend or restore/ })
        .waitFor();
      await page.getByRole('table', { name: 'Accounts' }).waitFor();
      await page.getByLabel('Show').selectOption('suspended');
      const row = page.getByTestId('moderated-user').filter({ hasText: email });
      await row.getByText('Suspended', { exact: true }).waitFor();
      await row.getByText('Reason: Threatening messages to sellers').waitFor();
      const statuses = await page.getByTestId('moderated-user').locator('td:nth-child(2)').allTextContents();
      expect(statuses.every((status) => status.startsWith('Suspended'))).toBe(true);
      await page.getByLabel('Show').selectOption('sellers');
      await page.getByTestId('moderated-user').filter({ hasText: 'seller@baycatch.test' }).waitFor();
      expect(await page.getByTestId('moderated-user').filter({ hasText: email }).count()).toBe(0);

      await page.getByRole('tab', { name: 'Listings' }).click();
      await page.getByLabel('Find listings').fill(title);
      await page.getByRole('button', { name: 'Search' }).click();
      const listing = page.getByTestId('admin-listing').filter({ hasText: title });
      await listing.getByRole('button', { name: 'Hide listing' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Reason (shown to the seller)').fill('Photos show undersized crabs');
      await dialog.getByRole('button', { name: 'Hide listing' }).click();
      await page.getByText('Listing Hidden').first().waitFor();
      await listing.waitFor({ state: 'detached' });
      const visible = await buyer.request.get(`/api/catches?q=${encodeURIComponent(title)}`);
      expect(((await visible.json()) as unknown[]).length).toBe(0);
    } finally {
      await seller.close();
      await buyer.close();
    }
  });
});
