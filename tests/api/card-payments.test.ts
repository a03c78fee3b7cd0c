import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { crabberProfiles, orders, paymentIntents } from '../../src/server/db/tables';
import type { PaymentIntentDto } from '../../src/shared/order.schema';
import type { TestPaymentResultDto } from '../../src/shared/payment.schema';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import {
  addToCart,
  type Client,
  json,
  notificationsOf,
  orderOf,
  orderRow,
  placeOrder,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
  stockOf,
} from './order-helpers';

const VALID = { expiry: '12/40', cvc: '123' };
const SUCCEEDS = '4242 4242 4242 4242';
const NEEDS_AUTH = '4000 0025 0000 3155';
const DECLINED = '4000 0000 0000 0002';

describe('card payments in test mode', () => {
  let t: TestApp;
  let clock: Date;
  let seller: Awaited<ReturnType<typeof sellerWithCatch>>;
  let buyer: { user: { id: string; email: string }; client: Client };

  beforeEach(async () => {
    clock = new Date();
    t = await createTestApp({}, { now: () => clock });
    seller = await sellerWithCatch(t, { qtyAvailable: 10, unitPriceCents: 8500 });
    buyer = await signedInBuyer(t);
  });

  const intentFor = async (client: Client, orderId: string) =>
    client.post(`/api/orders/${orderId}/create-payment-intent`);
  const confirm = (client: Client, clientSecret: string, cardNumber: string) =>
    client.post('/api/payments/test-mode/confirm', { clientSecret, cardNumber, ...VALID });

  it('reports test mode in the public payment configuration', async () => {
    expect(await json(await createClient(t.app).get('/api/payments/config'))).toEqual({
      mode: 'test',
      publishableKey: null,
      paymentWindowMinutes: 30,
    });
  });

  it('creates one intent for the buyer’s own unpaid card order, for the order’s amount', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 2, 'card');
    const res = await intentFor(buyer.client, placed.id);
    expect(res.status).toBe(200);
    const intent = await json<PaymentIntentDto>(res);
    expect(intent).toMatchObject({ amount: '178.50', fees: '8.50' });
    expect(intent.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const again = await json<PaymentIntentDto>(await intentFor(buyer.client, placed.id));
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);
    expect(await t.db.select().from(paymentIntents)).toHaveLength(1);
    expect(await orderRow(t.db, placed.id)).toMatchObject({
      paymentStatus: 'pending',
      paymentIntentId: intent.paymentIntentId,
    });
    expect(first(await t.db.select().from(paymentIntents))).toMatchObject({
      amountCents: 17850,
      applicationFeeCents: 850,
      purpose: 'order',
      referenceId: placed.id,
    });
  });

  it('offers card only for sellers whose payout account can take charges', async () => {
    const unconnected = await sellerWithCatch(t, { title: 'Soft crabs' }, { acceptsCard: false });
    const listing = await json<{ crabber: { acceptsCard: boolean } }>(
      await buyer.client.get(`/api/catches/${unconnected.listing.id}`),
    );
    expect(listing.crabber.acceptsCard).toBe(false);
    const accepting = await json<{ crabber: { acceptsCard: boolean } }>(
      await buyer.client.get(`/api/catches/${seller.listing.id}`),
    );
    expect(accepting.crabber.acceptsCard).toBe(true);

    // A cart holding both sellers' catch: card is refused and nothing is taken; cash goes through.
    await addToCart(buyer.client, seller.listing.id, 1);
    await addToCart(buyer.client, unconnected.listing.id, 1);
    const refused = await buyer.client.post('/api/orders', { paymentMethod: 'card' });
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(
      `${unconnected.profile.displayName} can't take card payments yet. Choose "Pay at pickup" or remove their catch from your cart.`,
    );
    expect(await t.db.select().from(orders)).toHaveLength(0);
    expect(await stockOf(t.db, unconnected.listing.id)).toBe(unconnected.listing.qtyAvailable);
    expect((await buyer.client.post('/api/orders', { paymentMethod: 'cash' })).status).toBe(201);
  });

  it('takes no card payment once the seller’s account has lost its charges since checkout', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    await t.db
      .update(crabberProfiles)
      .set({ stripeAccountStatus: 'pending' })
      .where(eq(crabberProfiles.id, seller.profile.id));
    const res = await intentFor(buyer.client, placed.id);
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toMatch(/can't take card payments right now/);
    expect(await t.db.select().from(paymentIntents)).toHaveLength(0);
    // The buyer can still cancel, and the stock comes back.
    expect((await setStatus(buyer.client, placed.id, 'cancelled')).status).toBe(200);
    expect(await stockOf(t.db, seller.listing.id)).toBe(seller.listing.qtyAvailable);
  });

  it('sends the item price to a seller with an active payout account, keeping the fee', async () => {
    await t.db
      .update(crabberProfiles)
      .set({ stripeAccountId: 'acct_test_seller', stripeAccountStatus: 'active' })
      .where(eq(crabberProfiles.id, seller.profile.id));
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    await intentFor(buyer.client, placed.id);
    expect(first(await t.db.select().from(paymentIntents))).toMatchObject({
      amountCents: 8925,
      applicationFeeCents: 425,
      destinationAccountId: 'acct_test_seller',
    });
  });

  it('refuses cash orders, other people’s orders, paid and cancelled orders', async () => {
    const cash = await placeOrder(buyer.client, seller.listing.id, 1, 'cash');
    const cashRes = await intentFor(buyer.client, cash.id);
    expect(cashRes.status).toBe(409);
    expect((await json<{ message: string }>(cashRes)).message).toBe('This order is paid in cash at pickup');

    const card = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const stranger = await signedInBuyer(t);
    expect((await intentFor(stranger.client, card.id)).status).toBe(404);
    expect((await intentFor(seller.client, card.id)).status).toBe(404);
    expect((await intentFor(createClient(t.app), card.id)).status).toBe(401);

    const { clientSecret } = await json<PaymentIntentDto>(await intentFor(buyer.client, card.id));
    await confirm(buyer.client, clientSecret, SUCCEEDS);
    expect((await intentFor(buyer.client, card.id)).status).toBe(409);

    const cancelled = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    await setStatus(buyer.client, cancelled.id, 'cancelled');
    expect((await intentFor(buyer.client, cancelled.id)).status).toBe(409);
  });

  it('holds the card with 4242: the order records the hold, intent and charge, and the seller hears of it once', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const { clientSecret, paymentIntentId } = await json<PaymentIntentDto>(
      await intentFor(buyer.client, placed.id),
    );
    const res = await confirm(buyer.client, clientSecret, SUCCEEDS);
    expect(res.status).toBe(200);
    // A card order is authorised at checkout and charged at the dock (docs/decisions/026-card-holds.md).
    expect(await json<TestPaymentResultDto>(res)).toEqual({
      paymentIntentId,
      status: 'requires_capture',
      lastError: null,
    });
    const order = await orderOf(buyer.client, placed.id);
    expect(order).toMatchObject({
      paymentStatus: 'authorized',
      paymentIntentId,
      authorizedTotal: order.amountTotal,
      capturedTotal: null,
    });
    expect(order.chargeId).toMatch(/^ch_test_/);

    expect((await confirm(buyer.client, clientSecret, SUCCEEDS)).status).toBe(200);
    const sellerNotes = await notificationsOf(t.db, seller.user.id);
    expect(sellerNotes.map((n) => n.type)).toEqual(['order_placed']);
    expect(sellerNotes[0]!.message).toContain(`Card held $${order.amountTotal}.`);
    expect((await notificationsOf(t.db, buyer.user.id)).map((n) => n.title)).toEqual(['Payment Received']);
    expect((await seller.client.get('/api/crabber/orders')).status).toBe(200);
    expect(
      (await json<{ id: string }[]>(await seller.client.get('/api/crabber/orders'))).map((o) => o.id),
    ).toEqual([placed.id]);
  });

  it('declines 4000 0000 0000 0002 with the provider’s message and leaves the order unpaid', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const { clientSecret } = await json<PaymentIntentDto>(await intentFor(buyer.client, placed.id));
    const result = await json<TestPaymentResultDto>(await confirm(buyer.client, clientSecret, DECLINED));
    expect(result).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card was declined.' });
    expect((await orderOf(buyer.client, placed.id)).paymentStatus).toBe('pending');
    // The buyer can try again with another card.
    const retry = await json<TestPaymentResultDto>(await confirm(buyer.client, clientSecret, SUCCEEDS));
    expect(retry.status).toBe('requires_capture');
  });

  it('asks 4000 0025 0000 3155 to authenticate, then pays or fails as the buyer answers', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const { clientSecret } = await json<PaymentIntentDto>(await intentFor(buyer.client, placed.id));
    const first = await json<TestPaymentResultDto>(await confirm(buyer.client, clientSecret, NEEDS_AUTH));
    expect(first.status).toBe('requires_action');
    expect((await orderOf(buyer.client, placed.id)).paymentStatus).toBe('pending');

    const failed = await json<TestPaymentResultDto>(
      await buyer.client.post('/api/payments/test-mode/authenticate', { clientSecret, approve: false }),
    );
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.lastError).toContain('unable to authenticate');
    const notWaiting = await buyer.client.post('/api/payments/test-mode/authenticate', {
      clientSecret,
      approve: true,
    });
    expect(notWaiting.status).toBe(409);

    await confirm(buyer.client, clientSecret, NEEDS_AUTH);
    const approved = await json<TestPaymentResultDto>(
      await buyer.client.post('/api/payments/test-mode/authenticate', { clientSecret, approve: true }),
    );
    expect(approved.status).toBe('requires_capture');
    expect((await orderOf(buyer.client, placed.id)).paymentStatus).toBe('authorized');
  });

  it('checks the card fields with Stripe’s messages and refuses real card numbers', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const { clientSecret } = await json<PaymentIntentDto>(await intentFor(buyer.client, placed.id));
    const bad = await buyer.client.post('/api/payments/test-mode/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '1',
    });
    expect(bad.status).toBe(400);
    const { errors } = await json<{ errors: Record<string, string[]> }>(bad);
    expect(errors.cardNumber).toEqual(['Your card number is invalid.']);
    expect(errors.expiry).toEqual(["Your card's expiration year is in the past."]);
    expect(errors.cvc).toEqual(["Your card's security code is incomplete."]);

    const real = await json<TestPaymentResultDto>(
      await confirm(buyer.client, clientSecret, '4000 0566 5566 5556'),
    );
    expect(real.lastError).toContain('used a non test card');
    expect((await confirm(buyer.client, 'pi_nope_secret_nope', SUCCEEDS)).status).toBe(404);
    expect((await confirm(createClient(t.app), clientSecret, SUCCEEDS)).status).toBe(401);
  });

  it('keeps the seller from moving an unpaid card order forward', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const res = await setStatus(seller.client, placed.id, 'ready');
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(
      "This order is waiting for the buyer's card payment",
    );
  });

  it('releases the hold of a held card order when it is cancelled, charging nothing, and returns the stock', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 3, 'card');
    const { clientSecret, paymentIntentId } = await json<PaymentIntentDto>(
      await intentFor(buyer.client, placed.id),
    );
    await confirm(buyer.client, clientSecret, SUCCEEDS);
    await setStatus(seller.client, placed.id, 'preparing');
    const res = await setStatus(seller.client, placed.id, 'cancelled');
    expect(res.status).toBe(200);
    expect((await orderOf(buyer.client, placed.id)).paymentStatus).toBe('released');
    const intent = first(
      await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, paymentIntentId)),
    );
    expect(intent).toMatchObject({ status: 'canceled', amountReceivedCents: 0, amountRefundedCents: 0 });
    expect(await stockOf(t.db, seller.listing.id)).toBe(10);
    const note = (await notificationsOf(t.db, buyer.user.id)).find((n) => n.type === 'order_cancelled');
    expect(note?.message).toContain('The hold on your card was released; nothing was charged.');
  });

  it('cancels the pending payment when the buyer cancels an unpaid card order', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const { clientSecret } = await json<PaymentIntentDto>(await intentFor(buyer.client, placed.id));
    await setStatus(buyer.client, placed.id, 'cancelled');
    expect(first(await t.db.select().from(paymentIntents))?.status).toBe('canceled');
    expect((await confirm(buyer.client, clientSecret, SUCCEEDS)).status).toBe(409);
  });

  it('releases card orders left unpaid for 30 minutes, and keeps ones whose card is held', async () => {
    const abandoned = await placeOrder(buyer.client, seller.listing.id, 2, 'card');
    await intentFor(buyer.client, abandoned.id);
    const paid = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const { clientSecret } = await json<PaymentIntentDto>(await intentFor(buyer.client, paid.id));
    await confirm(buyer.client, clientSecret, SUCCEEDS);
    expect(await stockOf(t.db, seller.listing.id)).toBe(7);

    expect(await t.services.orders.sweepCardPayments()).toEqual({ cancelled: 0 });
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    expect(await t.services.orders.sweepCardPayments()).toEqual({ cancelled: 1 });
    expect((await orderRow(t.db, abandoned.id)).status).toBe('cancelled');
    expect(await orderRow(t.db, paid.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'authorized' });
    expect(await stockOf(t.db, seller.listing.id)).toBe(9);
    expect(await t.db.select().from(orders).where(eq(orders.status, 'cancelled'))).toHaveLength(1);
  });

  it('syncs the payment state from the provider on request, idempotently', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    await intentFor(buyer.client, placed.id);
    const synced = await json<{ paymentStatus: string }>(
      await buyer.client.post(`/api/orders/${placed.id}/sync-payment`),
    );
    expect(synced.paymentStatus).toBe('pending');
    const stranger = await signedInBuyer(t);
    expect((await stranger.client.post(`/api/orders/${placed.id}/sync-payment`)).status).toBe(404);
  });
});

describe('test-mode payout onboarding', () => {
  it('lets only the owning seller complete the local onboarding, and syncs their account', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t);
    const provider = t.services.paymentProvider;
    const { accountId } = await provider.createConnectedAccount({
      email: seller.user.email,
      sellerId: seller.profile.id,
    });
    await t.db
      .update(crabberProfiles)
      .set({ stripeAccountId: accountId, stripeAccountStatus: 'pending' })
      .where(eq(crabberProfiles.id, seller.profile.id));
    const { url } = await provider.createOnboardingLink({
      accountId,
      returnUrl: 'https://evil.example/dashboard?stripe=return',
      refreshUrl: '/dashboard?stripe=refresh',
    });
    expect(url).toBe(`/payments/test-onboarding/${accountId}`);

    const other = await sellerWithCatch(t);
    expect((await other.client.get(`/api/payments/test-mode/accounts/${accountId}`)).status).toBe(404);
    expect((await other.client.post(`/api/payments/test-mode/accounts/${accountId}/complete`)).status).toBe(
      404,
    );

    expect(await json(await seller.client.get(`/api/payments/test-mode/accounts/${accountId}`))).toEqual({
      accountId,
      status: 'pending',
      email: seller.user.email,
      returnPath: '/dashboard?stripe=return',
      refreshPath: '/dashboard?stripe=refresh',
    });
    const done = await seller.client.post(`/api/payments/test-mode/accounts/${accountId}/complete`);
    expect(await json(done)).toEqual({ returnPath: '/dashboard?stripe=return' });
    expect(await provider.retrieveAccountStatus(accountId)).toBe('active');
    const profile = first(
      await t.db.select().from(crabberProfiles).where(eq(crabberProfiles.id, seller.profile.id)),
    );
    expect(profile?.stripeAccountStatus).toBe('active');
  });
});
