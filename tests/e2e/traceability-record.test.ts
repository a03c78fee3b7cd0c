import { request as playwrightRequest } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../src/shared/pickup-slots';
import { useBrowser, waitsForHydration } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

describe('traceability record', () => {
  const b = useBrowser();

  it('lets a restaurant buyer download the traceability CSV of a completed order from My Orders', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'trace-buyer');
    const listing = await dobbinsListing(page.request);
    await putInCart(page.request, listing);
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { id: string }).id;

    const seller = await playwrightRequest.newContext({ baseURL: b.baseUrl });
    try {
      await signInAs(seller, 'seller@baycatch.test');
      for (const status of ['ready', 'completed']) {
        const moved = await seller.patch(`/api/orders/${orderId}/status`, { data: { status } });
        expect(moved.status()).toBe(200);
      }
    } finally {
      await seller.dispose();
    }
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
      items: { lotCode: string | null }[];
    };
    const lotCode = order.items[0]!.lotCode!;
    expect(lotCode).toMatch(/^DOB-\d{8}-\d{2}$/);

    await waitsForHydration(page).goto('/orders');
    const card = page.getByTestId('traceability-download');
    await card.getByRole('heading', { name: 'Traceability records' }).waitFor();
    // The order was completed before its pickup slot, which may lie ahead.
    const to = addDays(localDateOf(new Date()), 14);
    await card.getByLabel('To').fill(to);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^baycatch-traceability-\\d{4}-\\d{2}-\\d{2}-${to}\\.csv$`),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^"Traceability lot code",/);
    expect(csv).toContain(`"${lotCode}"`);
    expect(csv).toContain(`"${orderId}"`);
  });
});
