/**
 * The first tap counts (decisions 029 and 033): on a throttled phone, sign-in, Add to Cart and
 * Place Order pressed as soon as the page has painted work with no script at all, as the browser's
 * own form posts, and so does the landing's Find Seafood, as its own GET; any other button pressed then (the quantity) says it is waiting and is pressed
 * again once the app is live, with the form's submission held behind it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../src/shared/messages/auth';
import { cartMessages } from '../../src/shared/messages/cart';
import { orderMessages } from '../../src/shared/messages/order';
import { throttleLikePhone } from '../helpers/throttled-phone';
import { useBrowser } from './browser';
import { BUYER_PASSWORD, dobbinsListing, putInCart, registerBuyer } from './order-helpers';

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

/**
 * Waits for the browser to land on a page it was sent to, without waiting for it to load: with the
 * scripts held back it never finishes loading, and the tests' own waitForURL waits for React too.
 */
async function landedOn(page: Page, path: (url: URL) => boolean) {
  const waitForURL = Object.getPrototypeOf(page).waitForURL as Page['waitForURL'];
  await waitForURL.call(page, path, { waitUntil: 'commit', timeout: 45_000 });
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

interface CartLine {
  qty: number;
  catch: { id: string };
  selectedPickupWindow: { start: string; end: string };
}

/** The painted page's first open pickup slot, its radio's value decoded to the window it names. */
function firstOpenSlot(page: Page) {
  const label = page
    .getByRole('radiogroup', { name: 'Pickup time' })
    .locator('label:not([data-disabled])')
    .first();
  const window = async () => {
    const [, start, end] = (await label.locator('input[type=radio]').inputValue())
      .split('|')
      .map(decodeURIComponent);
    return { start, end };
  };
  return { label, window };
}

/** The painted sign-in form, sent with what is typed into it (by the browser while no script is live). */
function signInForm(page: Page) {
  const form = page.locator('form[aria-label="Sign in"]');
  const button = form.getByRole('button', { name: 'Sign In' });
  const send = async (email: string, password: string) => {
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    expect(await adoptedByReact(button)).toBe(false);
    await button.click({ noWaitAfter: true });
  };
  return { form, button, send };
}

describe('the first tap on a slow phone', () => {
  const b = useBrowser({ width: 390, height: 844 }, { freshContexts: true });

  it(
    'with no script at all, a pickup slot and Add to Cart put the catch in the cart by the form itself',
    async () => {
      const { page } = b;
      await registerBuyer(page.request, 'first-tap-cart');
      const listing = await dobbinsListing(page.request);
      await throttleLikePhone(page);
      await holdScripts(page);
      const addToCart = page.getByRole('button', { name: 'Add to Cart' });
      await openPainted(page, `/catch/${listing.id}`, addToCart);

      const slot = firstOpenSlot(page);
      expect(await adoptedByReact(addToCart)).toBe(false);
      await slot.label.click();
      expect(await slot.label.locator('input[type=radio]').isChecked()).toBe(true);
      const sent = page.waitForResponse((res) => res.url().endsWith('/forms/cart'), { timeout: 45_000 });
      await addToCart.click({ noWaitAfter: true });
      expect((await sent).status()).toBe(303);

      // The page the server drew after the post says it was added, still with no script.
      const notice = page.getByTestId('form-notice');
      await notice.waitFor({ timeout: 45_000 });
      expect(await notice.textContent()).toContain(cartMessages.addedTitle);
      expect(await adoptedByReact(addToCart)).toBe(false);
      const cart = (await (await page.request.get('/api/cart')).json()) as CartLine[];
      expect(cart.map((line) => [line.catch.id, line.qty, line.selectedPickupWindow])).toEqual([
        [listing.id, 1, await slot.window()],
      ]);
    },
    SLOW_PHONE_TIMEOUT_MS,
  );

  it(
    'a quantity raised before the page is live waits, and Add to Cart waits behind it, then adds both',
    async () => {
      const { page } = b;
      await registerBuyer(page.request, 'first-tap-qty');
      const listing = await dobbinsListing(page.request);
      await throttleLikePhone(page);
      const releaseScripts = await holdScripts(page);
      const addToCart = page.getByRole('button', { name: 'Add to Cart' });
      await openPainted(page, `/catch/${listing.id}`, addToCart);
      const added = page.waitForResponse((res) => res.url().includes('/trpc/cart.add'), { timeout: 45_000 });

      // The slot is the browser's to choose; the quantity and then Add to Cart wait for the app.
      const slot = firstOpenSlot(page);
      await slot.label.click();
      await tapEarly(
        page,
        [page.getByRole('button', { name: 'Increase quantity' }), addToCart],
        'add-to-cart-waiting-390',
      );
      releaseScripts();
      expect((await added).ok()).toBe(true);
      await expect.poll(() => addToCart.getAttribute('aria-busy')).toBeNull();
      const cart = (await (await page.request.get('/api/cart')).json()) as CartLine[];
      expect(cart.map((line) => [line.catch.id, line.qty, line.selectedPickupWindow])).toEqual([
        [listing.id, 2, await slot.window()],
      ]);
      await expect.poll(() => slot.label.getAttribute('data-state')).toBe('checked');
    },
    SLOW_PHONE_TIMEOUT_MS,
  );

  it(
    'with no script at all, sign-in signs in by the form itself, and a wrong password comes back in words',
    async () => {
      const { page, context } = b;
      const email = await registerBuyer(page.request, 'first-tap-sign-in');
      await context.clearCookies();
      await throttleLikePhone(page);
      await holdScripts(page);
      const { form, button, send } = signInForm(page);
      await openPainted(page, '/sign-in?returnTo=%2Forders', button);

      await send(email, 'not-my-password');
      const refusal = page.getByText(authMessages.invalidCredentials);
      await refusal.waitFor({ timeout: 45_000 });
      expect(page.url()).not.toContain('password');
      expect(new URL(page.url()).pathname).toBe('/sign-in');
      // The address typed is kept; the password is not.
      expect(await form.getByLabel('Email').inputValue()).toBe(email);
      expect(await form.getByLabel('Password').inputValue()).toBe('');

      await send(email, BUYER_PASSWORD);
      await landedOn(page, (url) => url.pathname === '/orders');
      expect(page.url()).not.toContain('password');
      const me = await page.request.get('/api/auth/user');
      expect(((await me.json()) as { email: string }).email).toBe(email);
    },
    SLOW_PHONE_TIMEOUT_MS,
  );

  it(
    'with no script at all, Place Order places the cash order by the form itself, once',
    async () => {
      const { page } = b;
      await registerBuyer(page.request, 'first-tap-checkout');
      await putInCart(page.request, await dobbinsListing(page.request));
      await throttleLikePhone(page);
      await holdScripts(page);
      const placeOrder = page.getByRole('button', { name: 'Place Order' });
      await openPainted(page, '/checkout', placeOrder);

      expect(await adoptedByReact(placeOrder)).toBe(false);
      await placeOrder.click({ noWaitAfter: true });
      await landedOn(page, (url) => url.pathname.startsWith('/orders/'));
      const notice = page.getByTestId('form-notice');
      await notice.waitFor({ timeout: 45_000 });
      expect(await notice.textContent()).toContain(orderMessages.confirmedTitle);
      const mine = (await (await page.request.get('/api/orders')).json()) as { id: string }[];
      expect(mine.map((order) => `/orders/${order.id}`)).toEqual([new URL(page.url()).pathname]);
    },
    SLOW_PHONE_TIMEOUT_MS,
  );

  /** The landing's search, painted by the server and not yet the app's. */
  async function openLandingSearch(page: Page) {
    const search = page.getByRole('search', { name: 'Find seafood' });
    const find = search.getByRole('button', { name: 'Find Seafood' });
    await openPainted(page, '/', find);
    return { search, find };
  }

  it(
    'with no script at all, Find Seafood opens the marketplace with the search applied, empty fields left out',
    async () => {
      const { page } = b;
      await registerBuyer(page.request, 'first-tap-search');
      const fish = (await (await page.request.get('/api/catches?species=fish')).json()) as {
        title: string;
      }[];
      expect(fish.length).toBeGreaterThan(0);
      await throttleLikePhone(page);
      await holdScripts(page);
      const { search, find } = await openLandingSearch(page);
      await search.getByLabel('Seafood Type').selectOption('fish');

      // The browser's own GET goes at once; the button says so until the marketplace answers. The
      // button's word is caught as it changes: once the GET is on its way, the landing's document
      // is on its way out, and asking it afterwards races the navigation.
      const busy = new Promise<string>((resolve) =>
        page.on('console', (message) => {
          if (message.text().startsWith('aria-busy=')) resolve(message.text());
        }),
      );
      await find.evaluate((button) =>
        new MutationObserver(() => console.info(`aria-busy=${button.getAttribute('aria-busy')}`)).observe(
          button,
          { attributeFilter: ['aria-busy'] },
        ),
      );
      expect(await adoptedByReact(find)).toBe(false);
      await find.click({ noWaitAfter: true });
      expect(await busy).toBe('aria-busy=true');

      // The empty location and date are dropped on the way: the address the app itself goes to.
      await landedOn(page, (url) => url.pathname === '/marketplace' && url.search === '?species=fish');
      const cards = page.getByTestId('catch-card').locator('h3');
      await cards.first().waitFor({ timeout: 45_000 });
      const titles = await cards.allInnerTexts();
      expect(titles.length).toBe(Math.min(6, fish.length));
      expect(titles.filter((title) => !fish.some((listing) => listing.title === title))).toEqual([]);
    },
    SLOW_PHONE_TIMEOUT_MS,
  );

  it(
    'signed out, Find Seafood asks to sign in and comes back to the same search, all with no script',
    async () => {
      const { page, context } = b;
      const email = await registerBuyer(page.request, 'first-tap-search-out');
      await context.clearCookies();
      await throttleLikePhone(page);
      await holdScripts(page);
      const { search, find } = await openLandingSearch(page);
      await search.getByLabel('Location').fill('Annapolis, MD');
      await search.getByLabel('Seafood Type').selectOption('oysters');
      expect(await adoptedByReact(find)).toBe(false);
      await find.click({ noWaitAfter: true });

      await landedOn(page, (url) => url.pathname === '/sign-in');
      const returnTo = new URL(new URL(page.url()).searchParams.get('returnTo') ?? '', page.url());
      expect(returnTo.pathname).toBe('/marketplace');
      expect(returnTo.searchParams.get('location')).toBe('Annapolis, MD');
      expect(returnTo.searchParams.get('species')).toBe('oysters');

      const signIn = signInForm(page);
      await signIn.button.waitFor();
      await signIn.send(email, BUYER_PASSWORD);
      await landedOn(
        page,
        (url) =>
          url.pathname === '/marketplace' &&
          url.search === `?${new URLSearchParams({ location: 'Annapolis, MD', species: 'oysters' })}`,
      );
    },
    SLOW_PHONE_TIMEOUT_MS,
  );
});
