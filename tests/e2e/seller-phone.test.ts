import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../src/shared/pickup-slots';
import { useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

interface PickupDay {
  slots: { orders: { id: string; reference: string; status: string }[] }[];
}

const ordersOn = async (page: Page, date: string) => {
  const day = (await (await page.request.get(`/api/crabber/pickups?date=${date}`)).json()) as PickupDay;
  return day.slots.flatMap((slot) => slot.orders);
};

/** Every visible button and link-button of the open section is at least 48 px high. */
async function expectTallButtons(page: Page) {
  const heights = await page.locator('main button, main a[download]').evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent ?? '',
        height: element.getBoundingClientRect().height,
      })),
  );
  expect(heights.length).toBeGreaterThan(0);
  for (const { name, height } of heights) expect(height, name).toBeGreaterThanOrEqual(48);
}

describe("a seller's dashboard on a phone", () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('reaches each section from the bottom navigation, one at a time, with tall buttons', async () => {
    const { page } = b;
    await signInAs(page, 'seller@baycatch.test');
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    await page.getByTestId('pickups-card').waitFor();
    expect(await page.getByTestId('post-catch-card').isVisible()).toBe(false);

    const sections = [
      ['Post', 'post-catch-card', 'post'],
      ['Listings', 'listings-card', 'listings'],
      ['More', 'pickup-rules-card', 'more'],
      ['Today', 'pickups-card', 'today'],
    ] as const;
    for (const [label, card, tab] of sections) {
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL(`**/dashboard?tab=${tab}`);
      await page.getByTestId(card).waitFor();
      expect(await nav.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByTestId('pickups-card').isVisible()).toBe(tab === 'today');
      await expectTallButtons(page);
    }
  });

  it('counts today and tomorrow on the pickups card and marks a row ready', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'phone-pickup');
    const listing = await dobbinsListing(page.request);
    await putInCart(page.request, listing);
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { id: string; pickupSlotStart: string; qrCode: string };
    const date = localDateOf(new Date(order.pickupSlotStart));

    await page.context().clearCookies();
    await signInAs(page, 'seller@baycatch.test');
    const today = localDateOf(new Date());
    await page.goto('/dashboard');
    const pickups = page.getByTestId('pickups-card');
    const todayCount = (await ordersOn(page, today)).length;
    const tomorrowCount = (await ordersOn(page, addDays(today, 1))).length;
    await pickups.getByRole('button', { name: `Today (${todayCount})` }).waitFor();
    await pickups.getByRole('button', { name: `Tomorrow (${tomorrowCount})` }).waitFor();
    // It opens on the next day with an open order: this one's day or an earlier one.
    expect((await pickups.getByLabel('Pickup day').inputValue()) <= date).toBe(true);

    await pickups.getByLabel('Pickup day').fill(date);
    const reference = (await ordersOn(page, date)).find((row) => row.id === order.id)?.reference;
    expect(reference).toBeDefined();
    const row = pickups.getByTestId('pickup-order').filter({ hasText: reference! });
    await row.getByRole('button', { name: /^Mark Ready/ }).click();
    await row.getByText('Ready for Pickup', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Check in/ }).waitFor();
    await expectTallButtons(page);

    // At /pickup-check, Cancel Order sits under More actions and asks first.
    await page.goto('/pickup-check');
    await page.getByRole('textbox', { name: 'Pickup code' }).waitFor();
    await page.getByRole('textbox', { name: 'Pickup code' }).fill(order.qrCode);
    await page.getByRole('button', { name: 'Check Pass' }).click();
    const found = page.getByTestId('found-order');
    await found.getByRole('button', { name: 'Complete Pickup' }).waitFor();
    expect(await found.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    await found.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await confirm.getByRole('button', { name: 'Keep Order' }).click();
    await confirm.waitFor({ state: 'detached' });
    await found.getByRole('button', { name: 'Complete Pickup' }).waitFor();
  });

  it('starts the post form empty, copies the last listing and reads the post back', async () => {
    const { page } = b;
    await signInAs(page, 'seller@baycatch.test');
    await page.goto('/dashboard?tab=post');
    const post = page.getByTestId('post-catch-card');
    const price = post.getByLabel('Price per unit ($)');
    await price.waitFor();
    expect(await price.inputValue()).toBe('');
    expect(await price.getAttribute('placeholder')).toBe('85');
    expect(await post.getByLabel('Quantity available').inputValue()).toBe('');
    expect(await post.getByTestId('post-review').count()).toBe(0);

    await price.fill('85');
    await post.getByLabel('Quantity available').fill('12');
    await post
      .getByText(
        /^12 dozen #1 live Blue Crab at \$85\.00 a dozen, pickup \w{3} \d\d:\d\d-\d\d:\d\d at Deale$/,
      )
      .waitFor();

    await post.getByRole('button', { name: 'Copy from my last listing' }).click();
    await post.getByTestId('post-again-notice').waitFor();
    expect(await post.getByLabel('Title').inputValue()).not.toBe('');
    expect(await price.inputValue()).not.toBe('');
    await post.getByTestId('post-review').waitFor();
  });

  it('keeps the sun theme on the device over a reload, drawn in it by the server', async () => {
    const { page } = b;
    await signInAs(page, 'seller@baycatch.test');
    await page.goto('/dashboard');
    const sun = page.getByRole('button', { name: 'Sun mode' });
    await sun.click();
    expect(await sun.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.classList.contains('sun'))).toBe(true);
    // The server draws the dashboard in it, so a reload never flashes the normal theme.
    const drawn = await page.request.get('/dashboard', { headers: { accept: 'text/html' } });
    expect(await drawn.text()).toContain('<html lang="en" class="sun">');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('sun'))).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Sun mode' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('button', { name: 'Sun mode' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('sun'))).toBe(false);
  });
});
