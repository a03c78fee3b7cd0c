/**
 * The seller's pickup check without signal (docs/product/orders-and-pickup.md): the day's list is
 * saved while online, the screen reloads offline from the service worker, the pass is checked on
 * the device and the pickup queued, and the
 * queue is sent once the network returns; the order completes on the server exactly once.
 */
import { describe, expect, it } from 'vitest';
import type { OrderDto } from '../../src/shared/order.schema';
import type { CheckInSyncDto } from '../../src/shared/pickup-checkin.schema';
import { useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

describe('the pickup check offline', () => {
  const b = useBrowser(undefined, { freshContexts: true });

  it('checks a typed code offline, queues the pickup and sends it once back online', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'offline-buyer');
    const listing = await dobbinsListing(page.request);
    await putInCart(page.request, listing);
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as OrderDto;

    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, 'seller@baycatch.test');
    const sellerPage = await seller.newPage();
    await sellerPage.goto('/pickup-check');
    await sellerPage.getByTestId('list-saved').waitFor();
    // The service worker controls the next load, so the screen opens again without signal.
    await sellerPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await sellerPage.reload();
    await sellerPage.getByTestId('list-saved').waitFor();
    const codeField = sellerPage.getByRole('textbox', { name: 'Pickup code' });
    const checkPass = sellerPage.getByRole('button', { name: 'Check Pass' });

    // A wrong code online, then offline: the same words.
    await codeField.fill('ABCD-EFGH-JKMN');
    await checkPass.click();
    await sellerPage.getByText('No order of yours has this pickup code').waitFor();

    await seller.setOffline(true);
    await sellerPage.reload();
    await sellerPage.getByTestId('offline-state').getByText('Offline', { exact: true }).waitFor();
    await sellerPage
      .getByTestId('offline-state')
      .getByText(/List saved at/)
      .waitFor();
    await codeField.fill('ZZZZ-ZZZZ-ZZZZ');
    await checkPass.click();
    await sellerPage.getByText('No order of yours has this pickup code').waitFor();

    await codeField.fill(order.qrCode!.toLowerCase().replace(/-/g, ' '));
    await checkPass.click();
    const found = sellerPage.getByTestId('found-order');
    await found.getByText('Robin', { exact: false }).waitFor();
    await found.getByText(`Order #${order.id.slice(-8).toUpperCase()}`).waitFor();
    await found.getByRole('button', { name: 'Complete Pickup' }).click();
    await sellerPage.getByTestId('checkins-waiting').getByText('1 check-in waiting to be sent').waitFor();
    await found.getByText(/Saved on this device/).waitFor();
    // The day's pickups read from the device, this one marked as collected here.
    const row = sellerPage
      .getByTestId('saved-pickups')
      .getByRole('listitem')
      .filter({ hasText: `#${order.id.slice(-8).toUpperCase()}` });
    await row.getByText('Picked up, not yet sent').waitFor();
    // Still nothing on the server.
    const before = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as OrderDto;
    expect(before.status).toBe('confirmed');

    await seller.setOffline(false);
    await sellerPage.getByTestId('sync-report').getByText('1 check-in sent.').waitFor();
    await expect.poll(() => sellerPage.getByTestId('checkins-waiting').count()).toBe(0);

    const after = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as OrderDto;
    expect(after).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    // Sending the same check-in again changes nothing.
    const again = await seller.request.post('/api/crabber/orders/pickup-check/sync', {
      data: { checkIns: [{ orderId: order.id, checkedAt: new Date().toISOString(), how: 'code' }] },
    });
    expect(((await again.json()) as CheckInSyncDto).results[0]?.outcome).toBe('alreadyApplied');
    const notes = (await (await page.request.get('/api/notifications')).json()) as
      | { title: string }[]
      | { items: { title: string }[] };
    const list = Array.isArray(notes) ? notes : notes.items;
    expect(list.filter((note) => note.title === 'Order Completed')).toHaveLength(1);
    await seller.close();

    await page.goto(`/orders/${order.id}`);
    await page.getByTestId('order-status').filter({ hasText: 'Completed' }).waitFor();
  });

  it('lists a check-in the server could not apply: the order was cancelled meanwhile', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'cancelling-buyer');
    await putInCart(page.request, await dobbinsListing(page.request));
    const order = (await (
      await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } })
    ).json()) as OrderDto;

    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, 'seller@baycatch.test');
    const sellerPage = await seller.newPage();
    await sellerPage.goto('/pickup-check');
    await sellerPage.getByTestId('list-saved').waitFor();
    await seller.setOffline(true);
    await sellerPage.getByRole('textbox', { name: 'Pickup code' }).fill(order.qrCode!);
    await sellerPage.getByRole('button', { name: 'Check Pass' }).click();
    await sellerPage.getByTestId('found-order').getByRole('button', { name: 'Complete Pickup' }).click();
    await sellerPage.getByText('1 check-in waiting to be sent').waitFor();

    const cancelled = await page.request.patch(`/api/orders/${order.id}/status`, {
      data: { status: 'cancelled' },
    });
    expect(cancelled.status()).toBe(200);
    await seller.setOffline(false);
    const report = sellerPage.getByTestId('sync-report');
    await report.getByText('Some check-ins could not be applied').waitFor();
    await report
      .getByText(`Order #${order.id.slice(-8).toUpperCase()}: This order was cancelled. Do not hand it over.`)
      .waitFor();
    await expect.poll(() => sellerPage.getByTestId('checkins-waiting').count()).toBe(0);
    const after = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as OrderDto;
    expect(after.status).toBe('cancelled');
    await seller.close();
  });

  it('opens the dashboard offline on the saved pickups, and in full once back online', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'dashboard-offline-buyer');
    await putInCart(page.request, await dobbinsListing(page.request));
    const order = (await (
      await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } })
    ).json()) as OrderDto;
    const reference = `#${order.id.slice(-8).toUpperCase()}`;

    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, 'seller@baycatch.test');
    const sellerPage = await seller.newPage();
    await sellerPage.goto('/pickup-check');
    await sellerPage.getByTestId('list-saved').waitFor();
    await sellerPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await sellerPage.reload();
    await sellerPage.getByTestId('list-saved').waitFor();
    await sellerPage.goto('/dashboard');
    const pickupsCard = sellerPage.getByLabel('Pickup day');
    await pickupsCard.waitFor();

    await seller.setOffline(true);
    await sellerPage.reload();
    const view = sellerPage.getByTestId('offline-dashboard');
    await view
      .getByTestId('offline-saved')
      .getByText(/Offline - saved/)
      .waitFor();
    const row = view.getByTestId('saved-pickups').getByRole('listitem').filter({ hasText: reference });
    await row.getByText(/Robin/).waitFor();
    expect(await view.getByTestId('checkins-waiting').count()).toBe(0);

    // The link leads to the pickup check, which works offline; a pickup collected there is counted.
    await view.getByRole('link', { name: 'Open Pickup Check' }).click();
    await sellerPage.waitForURL('**/pickup-check');
    await sellerPage.getByTestId('offline-state').waitFor();
    await sellerPage.getByRole('textbox', { name: 'Pickup code' }).fill(order.qrCode!);
    await sellerPage.getByRole('button', { name: 'Check Pass' }).click();
    await sellerPage.getByTestId('found-order').getByRole('button', { name: 'Complete Pickup' }).click();
    await sellerPage.getByText('1 check-in waiting to be sent').waitFor();
    await sellerPage.goBack();
    await view.getByTestId('checkins-waiting').getByText('1 check-in waiting to be sent').waitFor();
    await row.getByText('Picked up, not yet sent').waitFor();

    // Back online, the dashboard loads by itself.
    await seller.setOffline(false);
    await pickupsCard.waitFor();
    expect(await view.count()).toBe(0);
    await seller.close();
  });

  it('forgets the saved list when the seller signs out', async () => {
    const { context, page } = b;
    await signInAs(context, 'seller@baycatch.test');
    const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    await page.goto('/pickup-check');
    await page.getByTestId('list-saved').waitFor();
    expect(await databases()).toContain('baycatch-offline');
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await expect.poll(databases).not.toContain('baycatch-offline');
  });
});
