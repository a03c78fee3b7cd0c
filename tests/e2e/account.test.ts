import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

describe('account settings', () => {
  const b = useBrowser();

  it('a buyer changes name and photo, and the navigation shows them at once', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'account-buyer');
    await page.goto('/marketplace');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Robin Buyer, account settings' }).click();

    await page.waitForURL(/\/account$/);
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByTestId('account-session').filter({ hasText: 'This device' }).waitFor();

    const photo = await sharp({
      create: { width: 120, height: 120, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    await page.getByLabel('Profile photo', { exact: true }).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await page.getByRole('button', { name: 'Change photo' }).waitFor();
    await page.getByRole('textbox', { name: 'First name' }).fill('Marina');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Dockside');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved.').waitFor();

    const nav = banner.getByRole('link', { name: 'Marina Dockside, account settings' });
    await nav.waitFor();
    const navPhoto = nav.locator('img');
    await navPhoto.waitFor();
    expect(await navPhoto.getAttribute('src')).toMatch(
      /^\/uploads\/photos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/,
    );
    // It loads: the photo is served, not the initials fallback.
    await expect
      .poll(() => navPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // Still there after a reload (it was saved, not only shown), and in the phone menu by name.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menuAccount = page.getByRole('dialog').getByTestId('nav-account');
    await menuAccount.filter({ hasText: 'Marina Dockside' }).waitFor();
    await menuAccount.locator('img').waitFor();
  });

  it('a buyer with an open order sees the seller’s Call and Text links', async () => {
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, 'seller@baycatch.test');
    const saved = await seller.request.patch('/api/account', { data: { phone: '(410) 555-0142' } });
    expect(saved.status()).toBe(200);
    await seller.close();

    const { page } = b;
    await registerBuyer(page.request, 'call-buyer');
    await putInCart(page.request, await dobbinsListing(page.request));
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const { id } = (await placed.json()) as { id: string };

    await page.goto(`/orders/${id}`);
    const contact = page.getByTestId('seller-contact');
    await contact.getByText('(410) 555-0142').waitFor();
    expect(await contact.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+14105550142');
    expect(await contact.getByRole('link', { name: 'Text' }).getAttribute('href')).toBe('sms:+14105550142');
  });
});
