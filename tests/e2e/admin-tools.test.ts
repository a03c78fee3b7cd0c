import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser, useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

/**
 * Signs the demo admin in and opens a page of theirs. The one place these journeys sign an admin
 * in: when admins need a second factor, this is the function to change.
 */
async function signInAsAdmin(browser: Browser, baseUrl: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  await signInAs(context.request, 'admin@baycatch.test');
  return { context, page: await context.newPage() };
}

const REASON = 'Phone numbers are not shared on BayCatch';

describe('admin tools', () => {
  const b = useBrowser();

  it("finds an order by the buyer's e-mail, opens it and removes a message with a reason", async () => {
    const { page } = b;
    const email = await registerBuyer(page.request, 'admin-tools-buyer');
    await putInCart(page.request, await dobbinsListing(page.request));
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { orders: { id: string }[] }).orders[0]!.id;
    const written = await page.request.post(`/api/orders/${orderId}/messages`, {
      data: { body: 'Text me at 410-555-0142 and skip the app' },
    });
    expect(written.status()).toBe(201);

    const browser = await launchBrowser();
    try {
      const admin = await signInAsAdmin(browser, b.baseUrl);
      await admin.page.goto('/admin');
      await admin.page.getByRole('tab', { name: 'Orders' }).click();
      await admin.page.getByLabel('Find orders').fill(email);
      await admin.page.getByRole('button', { name: 'Search' }).click();
      const found = admin.page.getByTestId('admin-order').filter({ hasText: email });
      await found.waitFor();
      expect(await admin.page.getByTestId('admin-order').count()).toBe(1);
      await found.getByRole('button', { name: /Open order/ }).click();

      const detail = admin.page.getByTestId('admin-order-detail');
      await detail.getByText(email).first().waitFor();
      await detail.getByText('New Order').first().waitFor();
      const message = detail.getByTestId('admin-order-message').filter({ hasText: '410-555-0142' });
      await message.getByRole('button', { name: 'Remove message' }).click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByLabel('Reason (shown to the author)').fill(REASON);
      await dialog.getByRole('button', { name: 'Remove message' }).click();
      await admin.page.getByText('Message Removed').first().waitFor();
      await message.getByText(`: ${REASON}`).waitFor();
    } finally {
      await browser.close();
    }

    // The buyer's thread shows the removal and its reason, not the text.
    await page.goto(`/orders/${orderId}`);
    const bubble = page.getByTestId('order-message').first();
    await bubble.getByText(`Message removed by BayCatch: ${REASON}`).waitFor();
    expect(await page.getByText('410-555-0142').count()).toBe(0);
  });

  it('never scrolls sideways at 320 px, on any tab or an open order', async () => {
    const browser = await launchBrowser();
    try {
      const admin = await signInAsAdmin(browser, b.baseUrl, { width: 320, height: 740 });
      const { page } = admin;
      await page.goto('/admin');
      const widthOf = () => page.evaluate(() => document.documentElement.scrollWidth);
      const tabs = page.getByRole('tab');
      const names = await tabs.allTextContents();
      expect(names.length).toBeGreaterThanOrEqual(7);
      // Every tab shows whole, none hidden in a strip that scrolls sideways (the audit's 450-470 px).
      const rights = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().right));
      expect(Math.max(...rights), 'the tabs at 320 px').toBeLessThanOrEqual(320);
      for (let index = 0; index < names.length; index += 1) {
        await tabs.nth(index).click();
        await page.getByRole('tabpanel').last().waitFor();
        // Let the tab's data arrive and draw.
        await page.waitForLoadState('networkidle');
        expect(await widthOf(), `${names[index]} at 320 px`).toBeLessThanOrEqual(320);
      }
      await page.getByRole('tab', { name: 'Orders' }).click();
      await page
        .getByTestId('admin-order')
        .first()
        .getByRole('button', { name: /Open order/ })
        .click();
      await page
        .getByTestId('admin-order-detail')
        .getByRole('heading', { name: /Order #/ })
        .waitFor();
      expect(await widthOf(), 'an open order at 320 px').toBeLessThanOrEqual(320);
    } finally {
      await browser.close();
    }
  });
});
