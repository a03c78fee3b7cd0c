import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { BUYER_PASSWORD, dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const SELLER = 'Dobbins Crab Co.';

interface Listing {
  id: string;
  title: string;
  crabber: { id: string; displayName: string };
}

describe("a seller's storefront", () => {
  const b = useBrowser();

  const signIn = (email = 'buyer@baycatch.test') => signInAs(b.page, email);

  it('takes a buyer from a catch to the seller: name, bio, pickup place, directions, listings', async () => {
    const { page } = b;
    await signIn();
    const all = (await (await page.request.get('/api/catches')).json()) as Listing[];
    const theirs = all.filter((listing) => listing.crabber.displayName === SELLER);
    expect(theirs.length).toBeGreaterThan(1);
    const sellerId = theirs[0]!.crabber.id;
    const profile = (await (await page.request.get(`/api/sellers/${sellerId}/public`)).json()) as {
      bio: string;
      pickupLocationAddress: string;
      pickupLocationLat: number;
      pickupLocationLng: number;
    };

    // A catch of theirs, and its seller card's name.
    await page.goto(`/catch/${theirs[0]!.id}`);
    await page.getByRole('heading', { name: theirs[0]!.title, level: 1 }).waitFor();
    await page.getByTestId('seller-card').getByRole('link', { name: SELLER }).click();
    await page.waitForURL(`**/sellers/${sellerId}`);

    await page.getByRole('heading', { name: SELLER, level: 1 }).waitFor();
    expect(await page.title()).toBe(`${SELLER} · BayCatch`);
    // The verified mark of the catch cards beside the name, and said in words below it.
    const heading = page.getByRole('heading', { name: SELLER, level: 1 });
    expect(await heading.locator('xpath=..').locator('svg[aria-label="Verified Crabber"]').isVisible()).toBe(
      true,
    );
    await page.getByText('Commercial Fisher · Verified Crabber').waitFor();
    expect(await page.getByTestId('storefront-bio').textContent()).toBe(profile.bio);
    expect(await page.getByTestId('storefront-address').textContent()).toBe(profile.pickupLocationAddress);
    await page.getByText('Deale Harbor', { exact: true }).waitFor();
    expect(await page.getByTestId('pickup-hours').getByText('Saturday').count()).toBe(1);

    // Directions to the pickup coordinates, in a new tab.
    const directions = page.getByRole('link', { name: /Directions/ });
    expect(await directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${profile.pickupLocationLat},${profile.pickupLocationLng}`,
    );
    expect(await directions.getAttribute('target')).toBe('_blank');

    // The map arrives on its own, with the pin on the pickup spot.
    await page.getByTestId('storefront-map').locator('.leaflet-marker-icon').waitFor();

    // Their current listings, as marketplace cards, and nobody else's.
    const listings = page.getByRole('list', { name: `Current listings from ${SELLER}` });
    await listings.getByTestId('catch-card').first().waitFor();
    const titles = await listings.getByTestId('catch-card').locator('h3').allInnerTexts();
    expect(new Set(titles)).toEqual(new Set(theirs.map((listing) => listing.title)));

    const other = theirs.find((listing) => listing.id !== theirs[0]!.id)!;
    await listings
      .getByTestId('catch-card')
      .filter({ hasText: other.title })
      .getByRole('link', { name: other.title })
      .click();
    await page.waitForURL(`**/catch/${other.id}`);
    await page.getByRole('heading', { name: other.title, level: 1 }).waitFor();
  });

  it("links the seller's name on marketplace cards, and offers phones the maps app", async () => {
    const { page } = b;
    await signIn();
    await page.goto('/marketplace');
    // Listings other journeys post come first, so look the seller up rather than count on page one.
    await page.getByRole('searchbox', { name: 'Search catches' }).fill('Dobbins');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByTestId('catch-card').filter({ hasText: SELLER }).first();
    await card.getByRole('link', { name: SELLER }).click();
    await page.waitForURL(/\/sellers\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: SELLER, level: 1 }).waitFor();
    // A desktop browser cannot open geo: links, so it is not offered one.
    expect(await page.getByRole('link', { name: 'Open in maps app' }).count()).toBe(0);

    const phone = await b.browser.newContext({
      baseURL: b.baseUrl,
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    });
    try {
      const phonePage = await phone.newPage();
      await signInAs(phonePage, 'buyer@baycatch.test');
      await phonePage.goto(page.url());
      const geo = phonePage.getByRole('link', { name: 'Open in maps app' });
      await geo.waitFor();
      expect(await geo.getAttribute('href')).toMatch(
        /^geo:38\.\d+,-76\.\d+\?q=38\.\d+,-76\.\d+\(Deale%20Harbor\)$/,
      );
    } finally {
      await phone.close();
    }
  });

  it("links the seller's name on the buyer's order page", async () => {
    const { page } = b;
    const email = await registerBuyer(page.request, 'storefront');
    await signInAs(page, email, { password: BUYER_PASSWORD });
    const listing = await dobbinsListing(page.request);
    await putInCart(page.request, listing);
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { id: string; crabberId: string };

    await page.goto(`/orders/${order.id}`);
    await page.getByTestId('pickup-seller').getByRole('link', { name: SELLER }).waitFor();
    await page.getByRole('main').getByRole('link', { name: SELLER }).first().click();
    await page.waitForURL(`**/sellers/${order.crabberId}`);
    await page.getByRole('heading', { name: SELLER, level: 1 }).waitFor();
  });

  it('shows the not-found screen, with a 404, for an id that is no storefront', async () => {
    const { page } = b;
    await signIn();
    const res = await page.goto('/sellers/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
