import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './browser';
import { signInAs } from './sign-in';

const PASSWORD = 'a-long-seller-password';

describe('selling on BayCatch', () => {
  const b = useBrowser();

  it('registers, gets approved, posts a catch with a photo, restocks and promotes it, connects payouts', async () => {
    const { page } = b;
    const email = uniqueEmail('seller');
    const signUp = await page.request.post('/api/auth/register', {
      data: { email, password: PASSWORD, firstName: 'Tess', lastName: 'Waterman' },
    });
    expect(signUp.status()).toBe(201);

    // A visitor-turned-member applies, first with a bio that is too short.
    await page.goto('/seller-register');
    await page.getByRole('heading', { name: 'Become a Seller' }).waitFor();
    await page.getByLabel('Seller type').selectOption('recreational_crabber');
    const displayName = `Tess's Trotline ${Date.now()}`;
    await page.getByLabel('Display name').fill(displayName);
    await page.getByLabel('Bio').fill('Crabs, mostly.');
    await page.getByLabel('Pickup location address').fill('1 Dock Street, Annapolis, MD 21401');
    await page
      .locator('label')
      .filter({ hasText: /^Saturday$/ })
      .click();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const errors = page.getByTestId('registration-errors');
    await errors.getByText('Bio must be at least 50 characters').waitFor();
    expect(await errors.getByRole('listitem').count()).toBe(1);

    const bio =
      'Weekend trotliner out of Back Creek. Every crab is culled at the dock and kept cool and lively.';
    await page.getByLabel('Bio').fill(bio);
    await page.getByText(`${bio.length}/500`).waitFor();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Registration Submitted').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('pending-approval').getByText('Pending Approval').waitFor();
    // No form that can only fail: the post card says when posting opens.
    await page.getByTestId('post-catch-locked').waitFor();
    expect(await page.getByTestId('post-catch-card').getByLabel('Title').count()).toBe(0);

    // An admin approves the application in a session of their own.
    const admin = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(admin.request, 'admin@baycatch.test');
    const applications = (await (await admin.request.get('/api/admin/applications')).json()) as {
      id: string;
      email: string;
    }[];
    const application = applications.find((candidate) => candidate.email === email);
    expect(application).toBeDefined();
    expect((await admin.request.post(`/api/admin/applications/${application!.id}/approve`)).status()).toBe(
      200,
    );
    await admin.close();

    await page.reload();
    await page.getByText('Verified Crabber', { exact: true }).waitFor();
    expect(await page.getByTestId('pending-approval').count()).toBe(0);

    // Post a catch with a photo; price and quantity start empty, the usual values only as hints.
    const post = page.getByTestId('post-catch-card');
    expect(await post.getByLabel('Price per unit ($)').inputValue()).toBe('');
    expect(await post.getByLabel('Price per unit ($)').getAttribute('placeholder')).toBe('85');
    expect(await post.getByLabel('Quantity available').inputValue()).toBe('');
    expect(await post.getByLabel('Quantity available').getAttribute('placeholder')).toBe('12');
    await post.getByLabel('Price per unit ($)').fill('85');
    await post.getByTestId('post-pickup-windows').getByText('Saturday 09:00 - 17:00').waitFor();
    const title = `Back Creek Jimmies ${Date.now()}`;
    await post.getByLabel('Title').fill(title);
    await post.getByRole('combobox', { name: 'Unit' }).selectOption('half-bushel');
    await post.getByLabel('Quantity available').fill('2');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d6b93' } })
      .jpeg()
      .toBuffer();
    await post
      .getByTestId('photo-input')
      .setInputFiles({ name: 'crabs.jpg', mimeType: 'image/jpeg', buffer: photo });
    await post.getByRole('img', { name: 'Photo 1' }).waitFor();
    await post.getByRole('button', { name: 'Post Catch' }).click();
    await page.getByText('Catch Posted').waitFor();
    const row = page.getByTestId('seller-listing').filter({ hasText: title });
    await row.waitFor();

    // It is on the marketplace with its photo, served from the upload store.
    await page.goto('/marketplace');
    const card = page.getByTestId('catch-card').filter({ hasText: title });
    await card.waitFor();
    const src = await card.getByRole('img').first().getAttribute('src');
    expect(src).toMatch(/^\/uploads\/photos\/.+\.webp$/);
    const served = await page.request.get(src!);
    expect(served.headers()['content-type']).toBe('image/webp');

    // Restock from Inventory Management; the recreational limit is enforced there too.
    await page.goto('/dashboard');
    const stock = page.getByLabel(`Quantity available of ${title}`);
    await stock.fill('4');
    await page.getByText('Quantity Updated').waitFor();
    await stock.fill('9');
    await page.getByText('Update Failed').waitFor();
    await page.getByText(/Recreational crabbers may list at most 3 bushels per week/).waitFor();
    const mine = (await (await page.request.get('/api/crabber/catches')).json()) as {
      title: string;
      qtyAvailable: number;
    }[];
    expect(mine.find((listing) => listing.title === title)?.qtyAvailable).toBe(4);

    // Promote it in test mode and find it featured.
    await page
      .getByTestId('seller-listing')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Promote' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Promote Your Listing' });
    await dialog.waitFor();
    // A crab listing lives two or three days: the dialog says so and charges only for those days.
    const quote = dialog.getByTestId('promotion-quote');
    await quote.getByText(/^Featured until \w{3}, \w{3} \d{1,2} — [23] days$/).waitFor();
    expect(await quote.textContent()).toMatch(/\$(1\.43|2\.15)$/);
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiration').fill('12 / 34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: /^Promote for \$(1\.43|2\.15)$/ }).click();
    await page.getByText('Promotion Successful!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const promotedRow = page.getByTestId('seller-listing').filter({ hasText: title });
    await promotedRow.getByText(/Featured until/).waitFor();
    expect(await promotedRow.getByRole('button', { name: 'Promote' }).count()).toBe(0);

    await page.goto('/');
    const featured = page.getByRole('list', { name: 'Featured listings' });
    await featured
      .getByTestId('catch-card')
      .filter({ hasText: title })
      .getByText('Featured', { exact: true })
      .waitFor();

    // Connect the payout account through the test-mode provider's onboarding page.
    await page.goto('/dashboard');
    const account = page.getByTestId('payment-account-card');
    await account.getByTestId('payment-account-status').getByText('Not Connected').waitFor();
    await account.getByRole('button', { name: 'Connect Stripe Account' }).click();
    await page.waitForURL('**/payments/test-onboarding/**');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL('**/dashboard**');
    await account.getByTestId('payment-account-status').getByText('Active').waitFor();
    await account.getByText(/Your Stripe account is connected/).waitFor();
  });
});
