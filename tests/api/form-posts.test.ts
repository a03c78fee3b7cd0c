/**
 * Sign-in, Add to Cart and Place Order sent by the browser itself before the app is live
 * (src/server/rest/form-posts.routes.ts, docs/decisions/033-form-posts.md): each answers 303 with
 * what the API would have done, refuses another site's post, and leaves a notice the next page
 * reads once.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/tables';
import type { FormPageDto } from '../../src/shared/form-posts';
import { authMessages } from '../../src/shared/messages/auth';
import { cartMessages } from '../../src/shared/messages/cart';
import { orderMessages } from '../../src/shared/messages/order';
import { FORM_POSTS, type FormPostName, pickupSlotChoice } from '../../src/shared/native-forms';
import { signInToContinuePath } from '../../src/shared/page-meta';
import { nextOpenSlot } from '../../src/shared/pickup-slots';
import { createUser, FACTORY_PASSWORD } from '../helpers/factories';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import {
  addToCart,
  type Client,
  cartOf,
  nearestWindow,
  sellerWithCatch,
  signedInBuyer,
  stockOf,
} from './order-helpers';

const SAME_SITE = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

/** A form post as a browser sends it: urlencoded fields, its own origin unless told otherwise. */
function post(
  client: Pick<Client, 'request'>,
  path: string,
  fields: Record<string, string>,
  headers = SAME_SITE,
) {
  return client.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** What the form's page would be drawn with, as its render reads it. */
async function formPage(client: Pick<Client, 'request'>, form: FormPostName): Promise<FormPageDto> {
  const input = encodeURIComponent(JSON.stringify({ json: { form } }));
  const res = await client.request(`/trpc/forms.page?input=${input}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: { json: FormPageDto } } }).result.data.json;
}

describe('form posts', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp();
  });

  describe('sign-in', () => {
    it('signs in and goes on to the page asked for', async () => {
      const user = await createUser(t.db);
      const browser = createClient(t.app);
      const res = await post(browser, FORM_POSTS.signIn, {
        email: user.email.toUpperCase(),
        password: FACTORY_PASSWORD,
        returnTo: '/checkout',
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/checkout');
      const me = await browser.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(((await me.json()) as { id: string }).id).toBe(user.id);
    });

    it('goes home for a return address on another site', async () => {
      const user = await createUser(t.db);
      const res = await post(createClient(t.app), FORM_POSTS.signIn, {
        email: user.email,
        password: FACTORY_PASSWORD,
        returnTo: '//evil.example/steal',
      });
      expect(res.headers.get('location')).toBe('/');
    });

    it('sends a wrong password back to the form with the refusal and the address, never the password', async () => {
      const user = await createUser(t.db);
      const browser = createClient(t.app);
      const res = await post(browser, FORM_POSTS.signIn, {
        email: user.email,
        password: 'not-the-password',
        returnTo: '/checkout',
      });
      expect(res.status).toBe(303);
      const location = res.headers.get('location') ?? '';
      expect(location).toBe('/sign-in?returnTo=%2Fcheckout');
      expect(location).not.toContain('not-the-password');
      expect(res.headers.get('set-cookie')).not.toContain('not-the-password');
      expect((await browser.get('/api/auth/user')).status).toBe(401);
      const page = await formPage(browser, 'signIn');
      expect(page.notice).toMatchObject({
        form: 'signIn',
        type: 'error',
        description: authMessages.invalidCredentials,
        email: user.email,
      });
      // Read once: a later visit to the form starts clean.
      expect((await formPage(browser, 'signIn')).notice).toBeNull();
    });

    it('answers a form without an address with the rule in plain words', async () => {
      const browser = createClient(t.app);
      const res = await post(browser, FORM_POSTS.signIn, { email: '', password: 'x' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/sign-in');
      expect((await formPage(browser, 'signIn')).notice?.description).toBe('Email is required');
    });

    it('takes a two-factor account on to the code step', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      const browser = createClient(t.app);
      const res = await post(browser, FORM_POSTS.signIn, {
        email: admin.email,
        password: FACTORY_PASSWORD,
        returnTo: '/admin',
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/sign-in?returnTo=%2Fadmin&step=code');
      expect((await browser.get('/api/auth/user')).status).toBe(401);
      expect(browser.cookie).toContain('baycatch_sign_in=');
    });

    it("refuses another site's post", async () => {
      const user = await createUser(t.db);
      const browser = createClient(t.app);
      const res = await post(
        browser,
        FORM_POSTS.signIn,
        { email: user.email, password: FACTORY_PASSWORD },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(res.status).toBe(403);
      expect(browser.cookie).toBe('');
    });
  });

  describe('Add to Cart', () => {
    let seller: Awaited<ReturnType<typeof sellerWithCatch>>;
    let buyer: Awaited<ReturnType<typeof signedInBuyer>>;
    let slot: string;

    beforeEach(async () => {
      seller = await sellerWithCatch(t, { qtyAvailable: 10 });
      buyer = await signedInBuyer(t);
      const window = nearestWindow();
      const open = nextOpenSlot(window, seller.listing.expiresAt, new Date());
      slot = pickupSlotChoice({ window, date: open!.date });
    });

    it('adds the line with the chosen slot and goes back to the catch, which says so', async () => {
      const res = await post(buyer.client, FORM_POSTS.addToCart, {
        catchId: seller.listing.id,
        qty: '2',
        pickupSlot: slot,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/catch/${seller.listing.id}`);
      const [line] = await cartOf(buyer.client);
      expect(line).toMatchObject({ qty: 2, selectedPickupWindow: nearestWindow() });
      expect((await formPage(buyer.client, 'addToCart')).notice).toMatchObject({
        type: 'success',
        title: cartMessages.addedTitle,
        description: cartMessages.addedDescription,
      });
    });

    it('goes back with the refusal when no pickup was chosen or the quantity is not a number', async () => {
      for (const fields of [
        { catchId: seller.listing.id, qty: '1' } as Record<string, string>,
        { catchId: seller.listing.id, qty: 'lots', pickupSlot: slot },
        { catchId: seller.listing.id, qty: '1', pickupSlot: 'someday|whenever|never' },
      ]) {
        const res = await post(buyer.client, FORM_POSTS.addToCart, fields);
        expect(res.status, JSON.stringify(fields)).toBe(303);
        expect(res.headers.get('location')).toBe(`/catch/${seller.listing.id}`);
        const notice = (await formPage(buyer.client, 'addToCart')).notice;
        expect(notice?.type, JSON.stringify(fields)).toBe('error');
      }
      expect(await cartOf(buyer.client)).toEqual([]);
    });

    it('answers a form without a catch with a 400', async () => {
      const res = await post(buyer.client, FORM_POSTS.addToCart, { qty: '1', pickupSlot: slot });
      expect(res.status).toBe(400);
    });

    it('sends a signed-out visitor to sign in, and back to the catch after', async () => {
      const res = await post(createClient(t.app), FORM_POSTS.addToCart, {
        catchId: seller.listing.id,
        qty: '1',
        pickupSlot: slot,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(signInToContinuePath(`/catch/${seller.listing.id}`));
    });

    it("refuses another site's post, adding nothing", async () => {
      const res = await post(
        buyer.client,
        FORM_POSTS.addToCart,
        { catchId: seller.listing.id, qty: '1', pickupSlot: slot },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(res.status).toBe(403);
      expect(await cartOf(buyer.client)).toEqual([]);
    });
  });

  describe('Place Order', () => {
    let seller: Awaited<ReturnType<typeof sellerWithCatch>>;
    let buyer: Awaited<ReturnType<typeof signedInBuyer>>;
    const ordersOf = (buyerId: string) => t.db.select().from(orders).where(eq(orders.buyerId, buyerId));

    beforeEach(async () => {
      seller = await sellerWithCatch(t, { qtyAvailable: 10 });
      buyer = await signedInBuyer(t);
      expect((await addToCart(buyer.client, seller.listing.id, 2, nearestWindow())).status).toBe(201);
    });

    it('places a cash order once for the key drawn with the page, however often it is sent', async () => {
      const { attemptKey } = await formPage(buyer.client, 'placeOrder');
      expect(attemptKey).toMatch(/^[A-Za-z0-9_:.-]{8,255}$/);
      const fields = { paymentMethod: 'cash', idempotencyKey: attemptKey! };
      const first = await post(buyer.client, FORM_POSTS.placeOrder, fields);
      expect(first.status).toBe(303);
      const [placed] = await ordersOf(buyer.user.id);
      expect(first.headers.get('location')).toBe(`/orders/${placed!.id}`);
      expect((await formPage(buyer.client, 'placeOrder')).notice).toMatchObject({
        type: 'success',
        title: orderMessages.confirmedTitle,
        description: orderMessages.reserved([placed!.id]),
      });
      const again = await post(buyer.client, FORM_POSTS.placeOrder, fields);
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe(`/orders/${placed!.id}`);
      expect(await ordersOf(buyer.user.id)).toHaveLength(1);
      expect(await stockOf(t.db, seller.listing.id)).toBe(8);
    });

    it('draws a new key for each page, so the next checkout is a new attempt', async () => {
      const a = await formPage(buyer.client, 'placeOrder');
      const b = await formPage(buyer.client, 'placeOrder');
      expect(a.attemptKey).not.toBe(b.attemptKey);
      expect((await formPage(buyer.client, 'signIn')).attemptKey).toBeNull();
    });

    it('creates a card order as the app does and goes on to the payment page', async () => {
      const res = await post(buyer.client, FORM_POSTS.placeOrder, {
        paymentMethod: 'card',
        idempotencyKey: 'native-card-attempt-1',
      });
      expect(res.status).toBe(303);
      const [placed] = await ordersOf(buyer.user.id);
      expect(placed!.paymentMethod).toBe('card');
      expect(res.headers.get('location')).toBe(`/payment/${placed!.id}`);
    });

    it('goes back to checkout with the refusal: an empty cart, a bad choice, a malformed key', async () => {
      const other = await signedInBuyer(t);
      const empty = await post(other.client, FORM_POSTS.placeOrder, { paymentMethod: 'cash' });
      expect(empty.status).toBe(303);
      expect(empty.headers.get('location')).toBe('/checkout');
      expect((await formPage(other.client, 'placeOrder')).notice).toMatchObject({
        type: 'error',
        title: orderMessages.notPlacedTitle,
        description: cartMessages.emptyCart,
      });
      const refused: Record<string, string>[] = [
        { paymentMethod: 'cheque' },
        { paymentMethod: 'cash', idempotencyKey: 'short' },
      ];
      for (const fields of refused) {
        const res = await post(buyer.client, FORM_POSTS.placeOrder, fields);
        expect(res.headers.get('location'), JSON.stringify(fields)).toBe('/checkout');
        expect((await formPage(buyer.client, 'placeOrder')).notice?.type).toBe('error');
      }
      expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    });

    it('sends a signed-out visitor to sign in, back to checkout after', async () => {
      const res = await post(createClient(t.app), FORM_POSTS.placeOrder, { paymentMethod: 'cash' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(signInToContinuePath('/checkout'));
    });

    it("refuses another site's post, placing nothing", async () => {
      const res = await post(
        buyer.client,
        FORM_POSTS.placeOrder,
        { paymentMethod: 'cash' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(res.status).toBe(403);
      expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    });
  });
});
