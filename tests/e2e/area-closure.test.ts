import { describe, expect, it } from 'vitest';
import { shellfishTagIn } from '../helpers/shellfish-tag';
import { useBrowser } from './browser';
import { putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

/** An area no demo listing comes from, so closing it touches only this test's oysters. */
const AREA = { code: '047', name: 'Honga River' };

describe('harvest area closure', () => {
  const b = useBrowser({ width: 1280, height: 900 });

  it('an admin closes an oyster area, and a buyer with an open order from it sees the notice', async () => {
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    const buyer = await b.browser.newContext({ baseURL: b.baseUrl });
    let closureId: string | null = null;
    try {
      await signInAs(seller.request, 'seller@baycatch.test');
      const posted = await seller.request.post('/api/catches', {
        data: {
          title: `Honga selects ${Date.now()}`,
          species: 'Oysters',
          prep: 'live',
          sizeMix: 'selects',
          unitType: 'dozen',
          unitPrice: '18.00',
          qtyAvailable: 6,
          harvestAreaCode: AREA.code,
          shellfishTag: shellfishTagIn(AREA.code),
          photos: ['/images/catches/oysters.svg'],
        },
      });
      expect(posted.status()).toBe(201);
      const listing = await posted.json();
      await registerBuyer(buyer.request, 'area-closure-buyer');
      await putInCart(buyer.request, listing);
      const placed = await buyer.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
      expect(placed.status()).toBe(201);
      const orderId = ((await placed.json()) as { orders: { id: string }[] }).orders[0]!.id;

      const { page } = b;
      await signInAs(page.context().request, 'admin@baycatch.test');
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Harvest areas' }).click();
      const row = page.getByTestId(`harvest-area-${AREA.code}`);
      await row.getByText('Open', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Close', exact: true }).click();
      await row.getByLabel('Reason').fill('rainfall closure');
      await row.getByRole('button', { name: 'Close area' }).click();
      await row.getByText('Closed', { exact: true }).waitFor();
      const areas = (await (await page.request.get('/api/harvest-areas')).json()) as {
        code: string;
        closure: { id: string } | null;
      }[];
      closureId = areas.find((area) => area.code === AREA.code)?.closure?.id ?? null;

      const buyerPage = await buyer.newPage();
      await buyerPage.goto(`/orders/${orderId}`);
      await buyerPage
        .getByTestId('area-closure-notice')
        .getByText(`Harvest area ${AREA.name} (${AREA.code}) is closed by the state: rainfall closure`, {
          exact: false,
        })
        .waitFor();
    } finally {
      // Reopened, so later tests on this server find the area open.
      if (closureId) await b.page.request.delete(`/api/admin/closures/${closureId}`);
      await seller.close();
      await buyer.close();
    }
  });
});
