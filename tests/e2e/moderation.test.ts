import type { APIRequestContext, Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser, useBrowser } from './browser';
import { BUYER_PASSWORD, DEMO_PASSWORD, dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

async function signedIn(browser: Browser, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await signInAs(context.request, email, { password });
  return { context, page: await context.newPage() };
}

const listingIds = async (request: APIRequestContext) =>
  ((await (await request.get('/api/catches')).json()) as { id: string }[]).map((listing) => listing.id);

describe('admin moderation', () => {
  const b = useBrowser();

  it('hides a listing with a reason: buyers no longer find it, the seller sees why on the dashboard', async () => {
    const browser = await launchBrowser();
    try {
      const seller = await signedIn(browser, b.baseUrl, 'seller@baycatch.test');
      const posted = await seller.context.request.post('/api/catches', {
        data: {
          title: 'Moderated Jimmies',
          species: 'Blue Crab',
          prep: 'live',
          sizeMix: '#1',
          unitType: 'dozen',
          unitPrice: '85.00',
          qtyAvailable: 3,
        },
      });
      expect(posted.status()).toBe(201);
      const { id } = (await posted.json()) as { id: string };

      const admin = await signedIn(browser, b.baseUrl, 'admin@baycatch.test');
      await admin.page.goto(`/catch/${id}`);
      await admin.page.getByRole('heading', { name: 'Moderated Jimmies' }).waitFor();
      await admin.page.getByRole('button', { name: 'Hide listing' }).click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Hide listing' }).click();
      await dialog.getByText('Give a reason').waitFor();
      await dialog.getByLabel('Reason (shown to the seller)').fill('Photos show undersized crabs');
      await dialog.getByRole('button', { name: 'Hide listing' }).click();
      await admin.page.getByText('Listing Hidden').first().waitFor();
      await admin.page.getByTestId('listing-hidden').waitFor();

      const { page } = b;
      await registerBuyer(page.request, 'moderation-buyer');
      expect(await listingIds(page.request)).not.toContain(id);
      await page.goto(`/catch/${id}`);
      await page.getByRole('heading', { name: 'Catch not found' }).waitFor();

      await seller.page.goto('/dashboard');
      const row = seller.page.getByTestId('seller-listing').filter({ hasText: 'Moderated Jimmies' });
      await row.getByText('Hidden by BayCatch').waitFor();
      await row.getByText('An admin hid this listing from buyers: Photos show undersized crabs').waitFor();

      // The activity list records who, when and why.
      await admin.page.goto('/admin');
      await admin.page.getByRole('tab', { name: 'Activity' }).click();
      const activity = admin.page.getByTestId('moderation-activity');
      await activity
        .getByTestId('moderation-action')
        .filter({ hasText: 'Moderated Jimmies' })
        .getByText('Photos show undersized crabs')
        .waitFor();
    } finally {
      await browser.close();
    }
  });

  it("suspends a buyer: the buyer's next sign-in shows the message", async () => {
    const { page } = b;
    const email = await registerBuyer(page.request, 'suspended-buyer');
    const browser = await launchBrowser();
    try {
      const admin = await signedIn(browser, b.baseUrl, 'admin@baycatch.test');
      await admin.page.goto('/admin');
      await admin.page.getByRole('tab', { name: 'Users' }).click();
      await admin.page.getByLabel('Find accounts').fill(email);
      await admin.page.getByRole('button', { name: 'Search' }).click();
      const row = admin.page.getByTestId('moderated-user').filter({ hasText: email });
      await row.getByRole('button', { name: 'Suspend' }).click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByLabel('Reason').fill('Threatening messages to sellers');
      await dialog.getByRole('button', { name: 'Suspend' }).click();
      await admin.page.getByText('Account Suspended').first().waitFor();
      await row.getByText('Suspended', { exact: true }).waitFor();
    } finally {
      await browser.close();
    }

    // Their session ended: the next page asks them to sign in, which is refused with the message.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await page.context().clearCookies();
    await page.goto('/sign-in');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(BUYER_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByText('This account is suspended. Contact support@baycatch.test if you think this is a mistake.')
      .waitFor();
  });

  it('a buyer reports a message on their order; it reaches the admin queue and the admin dismisses it', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'reporting-buyer');
    const listing = await dobbinsListing(page.request);
    await putInCart(page.request, listing);
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const { id: orderId } = (await placed.json()) as { id: string };

    const browser = await launchBrowser();
    try {
      const seller = await signedIn(browser, b.baseUrl, 'seller@baycatch.test');
      const written = await seller.context.request.post(`/api/orders/${orderId}/messages`, {
        data: { body: 'Bring exact change or the order is off' },
      });
      expect(written.status()).toBe(201);

      await page.goto(`/orders/${orderId}`);
      const message = page
        .getByRole('region', { name: 'Messages' })
        .getByTestId('order-message')
        .filter({ hasText: 'Bring exact change' });
      await message.getByRole('button', { name: /^Report the message from / }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this message' });
      await dialog.getByLabel('Reason').fill('Rude and threatening');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await page.getByText('Report sent').first().waitFor();

      const admin = await signedIn(browser, b.baseUrl, 'admin@baycatch.test');
      await admin.page.goto('/admin');
      await admin.page.getByRole('tab', { name: 'Reports' }).click();
      const card = admin.page.getByTestId('report-card').filter({ hasText: 'Rude and threatening' });
      await card.getByText('Bring exact change or the order is off').waitFor();
      await card.getByRole('button', { name: 'Dismiss' }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Dismiss' }).click();
      await admin.page.getByText('Report Dismissed').first().waitFor();
      await card.waitFor({ state: 'detached' });
    } finally {
      await browser.close();
    }
  });
});
