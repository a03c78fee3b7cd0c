import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signInAs } from './sign-in';

/** The marketplace keeps its place in the address bar, and phones filter in a bottom sheet. */
describe('browsing that keeps its place', () => {
  const b = useBrowser();

  async function count(query = ''): Promise<number> {
    const res = await b.page.request.get(`/api/catches${query}`);
    return ((await res.json()) as unknown[]).length;
  }

  async function expectCount(page: Page, total: number) {
    await page
      .getByTestId('listing-count')
      .filter({ hasText: new RegExp(`^${total} listings found$`) })
      .waitFor();
  }

  it('keeps filters, search, order and page through reload and Back, and a shared link opens them', async () => {
    const { page } = b;
    await signInAs(page, 'buyer@baycatch.test');
    await page.goto('/marketplace');
    await expectCount(page, await count());

    await page.getByLabel('Species').selectOption('Blue Crab');
    await page.waitForURL(/\/marketplace\?species=Blue(\+|%20)Crab$/);
    const crabs = await count('?species=Blue%20Crab');
    await expectCount(page, crabs);
    await page.getByLabel('Sort by').selectOption('price-high');
    await page.waitForURL(/sort=price-high/);
    await page.getByRole('searchbox', { name: 'Search catches' }).fill('crab');
    await page.getByRole('searchbox', { name: 'Search catches' }).press('Enter');
    await page.waitForURL(/q=crab/);
    const found = await count('?species=Blue%20Crab&q=crab');
    await expectCount(page, found);

    // A refresh opens the same search.
    await page.reload();
    await expectCount(page, found);
    expect(await page.getByLabel('Species').inputValue()).toBe('Blue Crab');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-high');
    expect(await page.getByRole('searchbox', { name: 'Search catches' }).inputValue()).toBe('crab');

    // Back undoes one change at a time.
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('q=crab'));
    await expectCount(page, crabs);
    expect(await page.getByRole('searchbox', { name: 'Search catches' }).inputValue()).toBe('');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-high');
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/marketplace$/);
    await expectCount(page, await count());
    expect(await page.getByLabel('Species').inputValue()).toBe('all');

    // A link someone shares opens page 2 of their search.
    const all = await count();
    expect(all).toBeGreaterThan(6);
    const shared = await b.browser.newContext({ baseURL: b.baseUrl, viewport: { width: 1280, height: 900 } });
    try {
      const other = await shared.newPage();
      await signInAs(other, 'buyer@baycatch.test');
      await other.goto('/marketplace?sort=price-low&page=2');
      await expectCount(other, all);
      await other
        .getByRole('button', { name: 'Page 2' })
        .and(other.locator('[aria-current="page"]'))
        .waitFor();
      expect(await other.getByLabel('Sort by').inputValue()).toBe('price-low');
    } finally {
      await shared.close();
    }
  });

  it('makes the whole card one link to the listing', async () => {
    const { page } = b;
    await signInAs(page, 'buyer@baycatch.test');
    await page.goto('/marketplace');
    const card = page.getByTestId('catch-card').first();
    await card.waitFor();
    const listingLinks = card.locator('a[href^="/catch/"]');
    expect(await listingLinks.count()).toBe(1);
    const href = await listingLinks.getAttribute('href');
    expect(await card.getByTestId('card-town').textContent()).toMatch(/^[A-Z][\w. ]+, [A-Z]{2}$/);
    expect(await card.getByTestId('card-quantity-left').textContent()).toMatch(/^\d+ [\w-]+ left$/);
    expect(await card.getByTestId('card-next-pickup').textContent()).toMatch(/^(Next pickup|Contact seller)/);
    // A tap on the photo, which the title's link covers, opens the listing.
    await card.click({ position: { x: 40, y: 40 } });
    await page.waitForURL(`**${href}`);
  });

  it('says so when the map pictures do not load, and lists every dock beside the map', async () => {
    const { page } = b;
    await signInAs(page, 'buyer@baycatch.test');
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.goto('/marketplace?view=map');
    await page.getByTestId('map-tiles-failed').waitFor();
    const docks = page.getByRole('list', { name: 'Docks on the map' });
    await docks.getByRole('link').first().waitFor();
    expect(await docks.getByRole('link').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/view=map/);
  });

  it('opens the filters in a bottom sheet on a phone, with Show N results', async () => {
    const phone = await b.browser.newContext({ baseURL: b.baseUrl, viewport: { width: 390, height: 844 } });
    try {
      const page = await phone.newPage();
      await signInAs(page, 'buyer@baycatch.test');
      await page.goto('/marketplace?species=crabs');
      await expectCount(page, await count('?species=crabs'));
      // Nothing moves as the page comes alive (the server draws the same boxes the browser does).
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
                total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 1000);
          }),
      );
      expect(shift).toBeLessThanOrEqual(0.05);
      await page.goto('/marketplace');
      await expectCount(page, await count());
      expect(await page.getByRole('form', { name: 'Filters' }).isVisible()).toBe(false);

      await page.getByRole('button', { name: 'Filters' }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByLabel('Species').selectOption('Oysters');
      const oysters = await count('?species=Oysters');
      await sheet
        .getByRole('button', { name: `Show ${oysters} ${oysters === 1 ? 'result' : 'results'}` })
        .click();
      await sheet.waitFor({ state: 'detached' });
      await expectCount(page, oysters);
      expect(page.url()).toMatch(/species=Oysters/);
      await page.getByRole('button', { name: /Filters 1 active/ }).waitFor();
      // The sheet sits at the bottom of the screen.
      await page.getByRole('button', { name: /Filters/ }).click();
      const sheetBox = () =>
        page.getByRole('dialog').evaluate((sheet) => sheet.getBoundingClientRect().toJSON());
      await expect.poll(async () => Math.round((await sheetBox()).bottom)).toBe(844);
      expect((await sheetBox()).top).toBeGreaterThan(84);
    } finally {
      await phone.close();
    }
  });
});
