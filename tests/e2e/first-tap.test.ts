/**
 * The first tap counts (decision 029): on a throttled phone, Add to Cart and sign-in's button
 * pressed as soon as the page has painted, long before React has adopted it, show that they are
 * waiting and then do what was asked.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { throttleLikePhone } from '../helpers/throttled-phone';
import { useBrowser } from './browser';
import { BUYER_PASSWORD, dobbinsListing, registerBuyer } from './order-helpers';

/** A whole page on that phone takes tens of seconds on a busy test machine. */
const SLOW_PHONE_TIMEOUT_MS = 120_000;
/** Screenshots of the waiting state go here when set. */
const SHOTS = process.env.FIRST_TAP_SHOTS;

/**
 * Holds the app's scripts back until released, so the taps land while the page is painted but not
 * live however fast this machine is today; on the phone that lasts seconds.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens the page without waiting for it to be live: the pages of these tests wait for React after
 * each goto (browser.ts), which is the wait this test must not have. The page's own goto does not.
 */
async function openPainted(page: Page, path: string, control: Locator) {
  const goto = Object.getPrototypeOf(page).goto as Page['goto'];
  await goto.call(page, path, { waitUntil: 'commit' });
  await control.waitFor();
}

const adoptedByReact = (control: Locator) =>
  control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

/**
 * Taps the painted controls one after the other, checks that the taps were early (React had adopted
 * none of them) and that each control says it is waiting.
 */
async function tapEarly(page: Page, controls: Locator[], shot: string) {
  for (const control of controls) expect(await adoptedByReact(control)).toBe(false);
  for (const control of controls) await control.click({ noWaitAfter: true });
  for (const control of controls) expect(await control.getAttribute('aria-busy')).toBe('true');
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${shot}.png`) });
  }
}

describe('the first tap on a slow phone', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it(
    'a pickup slot and Add to Cart tapped right after paint wait, then put the catch in the cart',
    async () => {
      const { page } = b;
      await registerBuyer(page.request, 'first-tap-cart');
      const listing = await dobbinsListing(page.request);
      await throttleLikePhone(page);
      const releaseScripts = await holdScripts(page);
      const addToCart = page.getByRole('button', { name: 'Add to Cart' });
      await openPainted(page, `/catch/${listing.id}`, addToCart);
      const added = page.waitForResponse((res) => res.url().includes('/trpc/cart.add'), { timeout: 45_000 });

      // The pickup slot is chosen as early: it must be the one the cart gets.
      const slot = page
        .getByRole('radiogroup', { name: 'Pickup time' })
        .locator('label:not([data-disabled])')
        .first();
      await tapEarly(page, [slot, addToCart], 'add-to-cart-waiting-390');
      releaseScripts();
      expect((await added).ok()).toBe(true);
      await expect.poll(() => addToCart.getAttribute('aria-busy')).toBeNull();
      const cart = (await (await page.request.get('/api/cart')).json()) as { catch: { id: string } }[];
      expect(cart.map((line) => line.catch.id)).toEqual([listing.id]);
      await expect.poll(() => slot.getAttribute('data-state')).toBe('checked');
    },
    SLOW_PHONE_TIMEOUT_MS,
  );

  it(
    "sign-in's button tapped right after paint waits, then signs in with what was typed",
    async () => {
      const { page, context } = b;
      const email = await registerBuyer(page.request, 'first-tap-sign-in');
      await context.clearCookies();
      await throttleLikePhone(page);
      const releaseScripts = await holdScripts(page);
      const form = page.locator('form[aria-label="Sign in"]');
      const signIn = form.getByRole('button', { name: 'Sign In' });
      await openPainted(page, '/sign-in', signIn);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(BUYER_PASSWORD);
      const login = page.waitForResponse((res) => res.url().includes('/trpc/auth.login'), {
        timeout: 45_000,
      });

      await tapEarly(page, [signIn], 'sign-in-waiting-390');
      releaseScripts();
      expect((await login).ok()).toBe(true);
      // Never sent by the browser itself, which would put the password in the address.
      expect(page.url()).not.toContain('password');
      await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30_000 });
      const me = await page.request.get('/api/auth/user');
      expect(((await me.json()) as { email: string }).email).toBe(email);
    },
    SLOW_PHONE_TIMEOUT_MS,
  );
});
