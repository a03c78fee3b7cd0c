import { request as playwrightRequest } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitsForHydration } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

describe('receipts', () => {
  const b = useBrowser();

  it('shows the buyer the receipt of an order the seller completed, and downloads it as a PDF', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'receipt-buyer');
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

    await waitsForHydration(page).goto(`/orders/${orderId}`);
    await page.getByRole('link', { name: 'View Receipt' }).click();
    await page.waitForURL(new RegExp(`/orders/${orderId}/receipt$`));
    const heading = page.getByRole('heading', { name: /^Receipt DOB-\d{6}$/ });
    await heading.waitFor();
    const number = (await heading.textContent())!.replace('Receipt ', '');
    await page.getByTestId('receipt').getByRole('table').getByText(listing.title).waitFor();
    // On a phone the lines read as blocks instead of five columns.
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneLines = page.getByTestId('receipt-lines-phone');
    await phoneLines.getByText(listing.title).waitFor();
    expect(await page.getByTestId('receipt').getByRole('table').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`Receipt ${number}`);
  });
});
