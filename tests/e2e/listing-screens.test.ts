/**
 * What a listing says and what a seller does with an old one: the prep badge names the listing's
 * own preparation, a catch without pickup windows tells the buyer to contact the seller, "Post
 * again" fills the post form from an earlier listing, and signed out the cart leads to sign-in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './browser';
import { signInAs } from './sign-in';

const PASSWORD = 'a-long-seller-password';
const HOUR = 3_600_000;

type Listing = {
  id: string;
  title: string;
  harvestDate: string | null;
  expiresAt: string;
  pickupWindows: { start: string; end: string }[];
  photos: string[];
};

/** A new approved seller (Saturday hours, or none) signed in on `page`, through the API. */
async function approvedSeller(b: ReturnType<typeof useBrowser>, page: Page, withHours = true) {
  const email = uniqueEmail('repost');
  expect(
    (
      await page.request.post('/api/auth/register', {
        data: { email, password: PASSWORD, firstName: 'Rae', lastName: 'Poster' },
      })
    ).status(),
  ).toBe(201);
  const applied = await page.request.post('/api/sellers/register', {
    data: {
      sellerType: 'commercial',
      displayName: `Rae's Rockfish ${Date.now()}`,
      bio: 'Gill nets and hook and line out of Tilghman; every fish bled and iced at the dock.',
      pickupLocationAddress: '21610 Island Club Road, Tilghman, MD 21671',
      availability: { Saturday: { enabled: withHours, startTime: '07:00', endTime: '11:00' } },
      licenseImageUrl: '',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const admin = await b.browser.newContext({ baseURL: b.baseUrl });
  await signInAs(admin.request, 'admin@baycatch.test');
  const applications = (await (await admin.request.get('/api/admin/applications')).json()) as {
    id: string;
    email: string;
  }[];
  const application = applications.find((candidate) => candidate.email === email)!;
  expect((await admin.request.post(`/api/admin/applications/${application.id}/approve`)).status()).toBe(200);
  await admin.close();
}

async function postListing(page: Page, data: Record<string, unknown>): Promise<Listing> {
  const res = await page.request.post('/api/catches', { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Listing;
}

describe('listing screens', () => {
  const b = useBrowser();

  it('posts again from an earlier listing: same catch and windows, harvested now, a fresh expiry', async () => {
    const { page } = b;
    await approvedSeller(b, page);
    const title = `Tilghman rockfish fillets ${Date.now()}`;
    const harvested = new Date(Date.now() - 30 * HOUR);
    const earlier = await postListing(page, {
      title,
      description: 'Skin-on, pin bones out.',
      species: 'Striped Bass',
      prep: 'filleted',
      sizeMix: 'large',
      unitType: 'lb',
      unitPrice: '16.50',
      qtyAvailable: 9,
      harvestDate: harvested.toISOString(),
      expiresAt: new Date(harvested.getTime() + 40 * HOUR).toISOString(),
      pickupWindows: [{ start: 'Tuesday 13:00', end: 'Tuesday 17:00' }],
      photos: ['/images/catches/striped-bass.svg'],
    });

    await page.goto('/dashboard');
    await page.getByRole('button', { name: `Post again: ${title}` }).click();
    const post = page.getByTestId('post-catch-card');
    await post.getByTestId('post-again-notice').getByText(title).waitFor();
    expect(await post.getByLabel('Title').inputValue()).toBe(title);
    expect(await post.getByLabel('Price per unit ($)').inputValue()).toBe('16.50');
    expect(await post.getByRole('combobox', { name: 'Preparation' }).inputValue()).toBe('filleted');
    // The listing's own window, not the seller's Saturday hours.
    await post.getByTestId('post-pickup-windows').getByText('Tuesday 13:00 - 17:00').waitFor();
    const before = Date.now();
    const harvestInput = new Date(await post.getByLabel('Harvested').inputValue()).getTime();
    expect(Math.abs(harvestInput - before)).toBeLessThan(5 * 60_000);
    // Fresh fish keep three days; the usual run of 48 hours is shorter.
    const expiryInput = new Date(await post.getByLabel('Listing expires').inputValue()).getTime();
    expect(expiryInput - before).toBeGreaterThan(47 * HOUR);
    expect(expiryInput - before).toBeLessThan(49 * HOUR);

    await post.getByLabel('Quantity available').fill('6');
    await post.getByRole('button', { name: 'Post Catch' }).click();
    await page.getByText('Catch Posted').waitFor();
    await post.getByTestId('post-again-notice').waitFor({ state: 'detached' });

    const mine = (await (await page.request.get('/api/crabber/catches')).json()) as (Listing & {
      qtyAvailable: number;
      prep: string;
    })[];
    const again = mine.filter((listing) => listing.title === title && listing.id !== earlier.id);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({
      prep: 'filleted',
      qtyAvailable: 6,
      pickupWindows: [{ start: 'Tuesday 13:00', end: 'Tuesday 17:00' }],
      photos: ['/images/catches/striped-bass.svg'],
    });
    expect(Math.abs(Date.parse(again[0]!.harvestDate!) - before)).toBeLessThan(5 * 60_000);
    expect(Date.parse(again[0]!.expiresAt)).toBeGreaterThan(Date.parse(earlier.expiresAt));

    // A fish listing's badge names its preparation, on the catch page and its card.
    await page.goto(`/catch/${again[0]!.id}`);
    await page.getByTestId('prep-badge').getByText('Filleted', { exact: true }).waitFor();
    await page.goto(`/sellers/${(await (await page.request.get('/api/sellers/me')).json()).id}`);
    const card = page.getByTestId('catch-card').filter({ hasText: title }).first();
    await card.getByTestId('prep-badge').getByText('Filleted', { exact: true }).waitFor();
    expect(await page.getByTestId('prep-badge').getByText('Steamed').count()).toBe(0);
  });

  it('tells the buyer to contact the seller on a catch without pickup windows', async () => {
    const { page } = b;
    await signInAs(page, 'buyer@baycatch.test');
    // Every seller now has hours, so no listing the API makes lacks windows; older ones do, or
    // carry legacy windows nobody can read, which are as good as none. The catch as such a
    // listing reads, opened from the marketplace.
    await page.route('**/trpc/catalog.byId**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({
        response,
        body: body
          .replace(/"pickupWindows":\[[^\]]*\]/g, '"pickupWindows":[{"start":"Call ahead","end":"any time"}]')
          .replace(/"pickupSlots":\[[^\]]*\]/g, '"pickupSlots":[]'),
      });
    });
    await page.goto('/marketplace');
    const card = page.getByTestId('catch-card').first();
    await card.getByTestId('catch-card-link').click();
    await page.waitForURL('**/catch/**');
    const notice = page.getByTestId('no-pickup-windows');
    await notice.waitFor();
    expect(await notice.textContent()).toBe('Contact seller for pickup availability and scheduling');
    expect(await page.getByRole('radio').count()).toBe(0);
  });

  it('shows the cart signed out, leading to sign-in and back', async () => {
    const { page } = b;
    await page.goto('/faq');
    const cart = page.getByRole('banner').getByRole('link', { name: /Open cart/ });
    await cart.waitFor();
    expect(await cart.getAttribute('href')).toBe('/api/login?returnTo=%2Ffaq');
    await cart.click();
    await page.waitForURL('**/sign-in?returnTo=%2Ffaq');
  });
});
