import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatSlot } from '../../src/shared/pickup-slots';
import { useBrowser } from './browser';
import { signInAs } from './sign-in';

interface Listing {
  id: string;
  title: string;
  qtyAvailable: number;
  pickupWindows: { start: string; end: string }[];
  crabber: {
    id: string;
    displayName: string;
    pickupLocationLat: number | null;
    pickupLocationLng: number | null;
  };
}

describe('the buyer catalog', () => {
  const b = useBrowser();

  const signIn = (email = 'buyer@baycatch.test') => signInAs(b.page, email);

  /** The server's answer for a query, to compare the screen with. */
  async function api(query = ''): Promise<Listing[]> {
    const res = await b.page.request.get(`/api/catches${query}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as Listing[];
  }

  const cardTitles = (page: Page) => page.getByTestId('catch-card').locator('h3').allInnerTexts();

  async function expectCount(page: Page, count: number) {
    await page
      .getByTestId('listing-count')
      .filter({ hasText: new RegExp(`^${count} listings found$`) })
      .waitFor();
  }

  it('shows signed-out visitors three catches with Sign In to Reserve', async () => {
    const { page } = b;
    await page.goto('/');
    await page.getByRole('heading', { name: "Today's Fresh Catches" }).waitFor();
    const cards = page.getByRole('list', { name: "Today's fresh catches" }).getByTestId('catch-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    const newest = (await api('?limit=3')).map((listing) => listing.title);
    expect(await cardTitles(page)).toEqual(newest);
    const reserve = cards.first().getByRole('link', { name: 'Sign In to Reserve' });
    expect(await reserve.getAttribute('href')).toMatch(/^\/api\/login\?returnTo=%2Fcatch%2F/);
    expect(await page.getByRole('heading', { name: 'Featured Listings' }).count()).toBe(0);
  });

  it('shows signed-in buyers the featured listings with their badge', async () => {
    const { page } = b;
    await signIn();
    await page.goto('/');
    const featured = page.getByRole('list', { name: 'Featured listings' });
    await featured.getByTestId('catch-card').first().waitFor();
    const promoted = (await (await page.request.get('/api/catches/promoted')).json()) as Listing[];
    expect(await featured.getByTestId('catch-card').count()).toBe(promoted.length);
    expect(await featured.getByText('Featured', { exact: true }).count()).toBe(promoted.length);
    await featured.getByTestId('catch-card-link').first().click();
    await page.waitForURL(/\/catch\/[0-9a-f-]{36}$/);
  });

  it('searches from the hero into a prefilled marketplace', async () => {
    const { page } = b;
    await signIn();
    await page.goto('/');
    await page.getByLabel('Seafood Type').selectOption('fish');
    await page.getByRole('button', { name: 'Find Seafood' }).click();
    await page.waitForURL(/\/marketplace\?species=fish$/);
    const fish = await api('?species=fish');
    expect(fish.length).toBeGreaterThan(0);
    await expectCount(page, fish.length);
    expect(await page.getByLabel('Species').inputValue()).toBe('Fish');
    expect(new Set(await cardTitles(page))).toEqual(new Set(fish.map((listing) => listing.title)));
  });

  it('narrows with filters, sorts on the server and pages by six', async () => {
    const { page } = b;
    await signIn();
    await page.goto('/marketplace');
    const all = await api();
    await expectCount(page, all.length);
    expect(all.length).toBeGreaterThan(6);

    // Paging: six per page, numbered buttons, Next shows the rest.
    expect(await cardTitles(page)).toEqual(all.slice(0, 6).map((listing) => listing.title));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="catch-card"] h3')?.textContent === first,
      all[6]!.title,
    );
    expect(await cardTitles(page)).toEqual(all.slice(6, 12).map((listing) => listing.title));

    // Sorting happens on the server and returns to page 1.
    await page.getByLabel('Sort by').selectOption('price-high');
    const dearest = await api('?sort=price-high&limit=6');
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="catch-card"] h3')?.textContent === first,
      dearest[0]!.title,
    );
    expect(await cardTitles(page)).toEqual(dearest.map((listing) => listing.title));

    // A species narrows the list and hides the pager when one page is enough.
    await page.getByLabel('Species').selectOption('Oysters');
    const oysters = await api('?species=Oysters');
    await expectCount(page, oysters.length);
    expect(oysters.length).toBeLessThan(all.length);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);

    // Prep buttons follow the species and toggle.
    const shucked = page.getByRole('button', { name: 'Shucked' });
    await shucked.click();
    await expectCount(page, (await api('?species=Oysters&prep=shucked')).length);
    expect(await shucked.getAttribute('aria-pressed')).toBe('true');
    await shucked.click();
    await expectCount(page, oysters.length);

    // Clear All restores everything.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expectCount(page, all.length);
    expect(await page.getByLabel('Species').inputValue()).toBe('all');
  });

  it('finds catches by words in the search box, and Clear All empties it', async () => {
    const { page } = b;
    await signIn();
    await page.goto('/marketplace');
    const all = await api();
    await expectCount(page, all.length);

    const found = await api('?q=soft%20shell');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    await page.getByRole('searchbox', { name: 'Search catches' }).fill('soft shell');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectCount(page, found.length);
    expect(await cardTitles(page)).toEqual(found.slice(0, 6).map((listing) => listing.title));

    await page.getByRole('searchbox', { name: 'Search catches' }).fill('no such catch anywhere');
    await page.getByRole('searchbox', { name: 'Search catches' }).press('Enter');
    await page.getByText('No seafood found matching your criteria').waitFor();

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expectCount(page, all.length);
    expect(await page.getByRole('searchbox', { name: 'Search catches' }).inputValue()).toBe('');
  });

  it('filters by distance from a place chosen in the location search', async () => {
    const { page } = b;
    await signIn();
    await page.goto('/marketplace');
    await expectCount(page, (await api()).length);
    const distance = page.getByLabel('Distance');
    expect(await distance.isDisabled()).toBe(true);

    await page.getByRole('combobox', { name: 'Location' }).fill('Rock Hall');
    await page.getByRole('option', { name: /^Rock Hall Marina/ }).click();
    await page.waitForFunction(
      () => !(document.querySelector('select[name="distance"]') as HTMLSelectElement).disabled,
    );
    await distance.selectOption('10');
    const near = await api('?lat=39.13672&lng=-76.24102&distance=10');
    await expectCount(page, near.length);
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThan((await api()).length);
    await page
      .getByText(/mi away/)
      .first()
      .waitFor();
  });

  it('shows sellers as map markers, loaded only when the map is opened', async () => {
    const { page } = b;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn();
    await page.goto('/marketplace');
    await page.getByTestId('catch-card').first().waitFor();
    expect(scripts.some((url) => url.includes('catch-map'))).toBe(false);

    await page.getByRole('button', { name: 'Map' }).click();
    await page.locator('.leaflet-marker-icon').first().waitFor();
    expect(scripts.some((url) => url.includes('catch-map'))).toBe(true);
    // One price marker per dock, however many sellers pick up there.
    const docks = new Set(
      (await api())
        .filter((listing) => listing.crabber.pickupLocationLat !== null)
        .map(
          (listing) =>
            `${listing.crabber.pickupLocationLat!.toFixed(4)},${listing.crabber.pickupLocationLng!.toFixed(4)}`,
        ),
    );
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(docks.size);
    expect(await page.getByRole('list', { name: 'Docks on the map' }).locator(':scope > li').count()).toBe(
      docks.size,
    );
    expect(await page.locator('.leaflet-marker-icon').first().textContent()).toMatch(/^(from )?\$\d/);
    await page.getByText('OpenStreetMap').waitFor();

    // Zoom works without tiles; a marker's popup links to the listing.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.locator('.leaflet-marker-icon').first().click();
    const link = page.locator('.leaflet-popup').getByRole('link').first();
    const title = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(/\/catch\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    await page.goBack();
    await page.getByRole('button', { name: 'Grid' }).click();
    await page.getByTestId('catch-card').first().waitFor();
  });

  it('lists the dated pickups the server offers, soonest first, closed ones not choosable, and bounds the quantity', async () => {
    const { page } = b;
    await signIn();
    type Detail = { pickupSlots: { start: string; end: string; closed?: boolean }[] };
    const candidates = (await api()).filter(
      (candidate) =>
        candidate.crabber.displayName === 'Lankford Oyster Farm' &&
        candidate.qtyAvailable >= 2 &&
        candidate.qtyAvailable <= 12,
    );
    const details = await Promise.all(
      candidates.map(
        async (candidate) =>
          (await (await page.request.get(`/api/catches/${candidate.id}`)).json()) as Detail,
      ),
    );
    // The farm's listing with the most dates on offer (shucked meat keeps less long than live clams).
    const best = details.reduce(
      (most, detail, i) => (detail.pickupSlots.length > (details[most]?.pickupSlots.length ?? -1) ? i : most),
      0,
    );
    const listing = candidates[best];
    expect(listing).toBeDefined();
    const offered = details[best]!.pickupSlots;
    // Live shellfish keep a week and the farm picks up Friday to Sunday: whatever the day the demo
    // was seeded, at least two dates fall before the catch expires (a Friday evening leaves two).
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const starts = offered.map((slot) => Date.parse(slot.start));
    expect(starts).toEqual([...starts].sort((x, y) => x - y));

    await page.goto(`/catch/${listing!.id}`);
    await page.getByRole('heading', { name: listing!.title, level: 1 }).waitFor();
    const picker = page.getByRole('radiogroup', { name: 'Pickup time' });
    const items = picker.locator('[data-part="item"]');
    await items.first().waitFor();
    const shown = Math.min(offered.length, 6);
    expect(await items.count()).toBe(shown);
    for (let i = 0; i < shown; i++) {
      const label = (await items.nth(i).locator('[data-part="item-text"]').textContent()) ?? '';
      expect(label.startsWith(formatSlot({ startsAt: offered[i]!.start, endsAt: offered[i]!.end }))).toBe(
        true,
      );
      expect(await picker.getByRole('radio').nth(i).isDisabled()).toBe(offered[i]!.closed === true);
    }
    const open = offered.findIndex((slot) => !slot.closed);
    await items.nth(open).click();
    expect(await picker.getByRole('radio').nth(open).isChecked()).toBe(true);

    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    expect(await decrease.isDisabled()).toBe(true);
    for (let i = 1; i < listing!.qtyAvailable; i++) await increase.click();
    expect(await page.getByTestId('quantity').textContent()).toBe(String(listing!.qtyAvailable));
    expect(await increase.isDisabled()).toBe(true);
    const unit = Number(((await page.getByTestId('unit-price').textContent()) ?? '').replace(/[^0-9.]/g, ''));
    const total = Number(
      ((await page.getByTestId('total-price').textContent()) ?? '').replace(/[^0-9.]/g, ''),
    );
    expect(total).toBeCloseTo(unit * listing!.qtyAvailable, 2);
    await decrease.click();
    expect(await increase.isDisabled()).toBe(false);
  });

  it('says Catch not found for a missing listing, with a way back', async () => {
    const { page } = b;
    await signIn();
    await page.goto(`/catch/${crypto.randomUUID()}`);
    await page.getByRole('heading', { name: 'Catch not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await page.waitForURL(/\/marketplace$/);
  });

  it('sends signed-out visitors of the marketplace to sign in', async () => {
    const { page } = b;
    await page.goto('/marketplace?species=crabs');
    await page.waitForURL(/\/sign-in\?returnTo=%2Fmarketplace%3Fspecies%3Dcrabs/);
  });
});
