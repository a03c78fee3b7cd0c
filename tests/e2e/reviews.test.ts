import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser, useBrowser } from './browser';
import { demoListingOf, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

/** terrell@'s storefront: no other browser test reads its rating. */
const SELLER = 'Whitaker Rockfish';
const SELLER_EMAIL = 'terrell@baycatch.test';

/** WCAG 2.2 AA problems axe finds in one part of the page, once it has settled. */
async function violationsIn(page: Page, selector: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.evaluate(axe.source);
  const result = await page.evaluate(
    (within) =>
      (window as unknown as { axe: typeof axe }).axe.run(within, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      }),
    selector,
  );
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join(', ')})`,
  );
}

describe('reviews', () => {
  const b = useBrowser();

  it('a buyer reviews a completed order, the storefront and the catch card show it, the seller replies', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'review-buyer');
    const listing = await demoListingOf(page.request, SELLER);
    await putInCart(page.request, listing);
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const { id: orderId } = (await placed.json()) as { id: string };
    const sellerId = (
      (await (await page.request.get(`/api/catches/${listing.id}`)).json()) as {
        crabber: { id: string };
      }
    ).crabber.id;

    // Not completed yet: no review to leave.
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('region', { name: 'Messages' }).waitFor();
    expect(await page.getByTestId('order-review').count()).toBe(0);

    // The seller, on their own device, hands the order over at the dock.
    const browser = await launchBrowser();
    const sellerContext = await browser.newContext({
      baseURL: b.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    try {
      await signInAs(sellerContext, SELLER_EMAIL);
      for (const status of ['ready', 'completed']) {
        const res = await sellerContext.request.patch(`/api/orders/${orderId}/status`, { data: { status } });
        expect(res.status()).toBe(200);
      }

      // The buyer leaves a review: stars from a radio group, text with a counter.
      await page.reload();
      const panel = page.getByRole('region', { name: 'Leave a review' });
      await panel.waitFor();
      await panel.getByRole('button', { name: 'Save Review' }).click();
      await panel.getByText('Choose from 1 to 5 stars').waitFor();
      expect(await violationsIn(page, '[data-testid="order-review"]')).toEqual([]);
      await panel.getByRole('radio', { name: '4 stars' }).check();
      const text = 'Fat rockfish, cleaned on the spot. <b>Worth the drive</b>';
      await panel.getByLabel('Tell other buyers about it (optional)').fill(text);
      await panel.getByText(`${text.length}/1,000`).waitFor();
      await panel.getByRole('button', { name: 'Save Review' }).click();
      const mine = page.getByRole('region', { name: 'Your review' });
      await mine.getByText(text).waitFor();
      await mine.getByRole('button', { name: 'Edit' }).click();
      await mine.getByRole('radio', { name: '5 stars' }).check();
      await mine.getByRole('button', { name: 'Save Review' }).click();
      await mine.getByRole('button', { name: 'Edit' }).waitFor();
      await mine.getByRole('img', { name: '5 stars' }).waitFor();

      // The storefront shows the rating and the review, as text.
      await page.goto(`/sellers/${sellerId}`);
      await page.getByRole('heading', { name: SELLER, level: 1 }).waitFor();
      await page.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' }).first().waitFor();
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await reviews.getByTestId('review').filter({ hasText: text }).waitFor();
      await reviews.getByText('Robin B.').waitFor();
      expect(await reviews.locator('b').count()).toBe(0);
      expect(await violationsIn(page, 'main')).toEqual([]);

      // So does the seller's catch card in the marketplace, sorted Top Rated.
      await page.goto('/marketplace');
      await page.getByLabel('Sort by').selectOption({ label: 'Top Rated' });
      const card = page.getByTestId('catch-card').first();
      await card.getByRole('link', { name: SELLER }).waitFor();
      await card.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' }).waitFor();

      // The seller replies from the dashboard.
      const seller = await sellerContext.newPage();
      await seller.goto('/dashboard');
      const card2 = seller.getByRole('region', { name: 'Reviews' });
      const review = card2.getByTestId('review').filter({ hasText: text });
      await review.getByLabel('Your reply').fill('Thanks, Robin! The stripers are running all week.');
      await review.getByRole('button', { name: 'Reply' }).click();
      await review.getByTestId('review-reply').filter({ hasText: 'The stripers are running' }).waitFor();
      expect(await review.getByLabel('Your reply').count()).toBe(0);
      expect(await violationsIn(seller, '[data-testid="reviews-card"]')).toEqual([]);
    } finally {
      await browser.close();
    }

    await page.goto(`/sellers/${sellerId}`);
    await page
      .getByRole('region', { name: 'Reviews' })
      .getByTestId('review-reply')
      .filter({ hasText: `Reply from ${SELLER}` })
      .filter({ hasText: 'The stripers are running all week.' })
      .waitFor();
  });
});
