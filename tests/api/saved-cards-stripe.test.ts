/**
 * Saved cards through Stripe (docs/decisions/028-saved-cards.md): the real SDK against the local
 * fake of Stripe's API. A far pickup's payment page makes a customer and an off-session SetupIntent;
 * the card saved in the browser is learnt from the page's sync or from a signed
 * `setup_intent.succeeded` webhook, once; at the cut-off the sweep confirms a manual-capture
 * PaymentIntent off-session with the saved card, or hears the issuer decline it. A card standing
 * order saves its card the same way and is held off-session for each week it fills.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/tables';
import type { PaymentIntentDto } from '../../src/shared/order.schema';
import type { StandingCardSetupDto, StandingOrderDto } from '../../src/shared/standing-order.schema';
import { type FakeStripeApi, startFakeStripeApi } from '../helpers/fake-stripe-api';
import { DECLINED_LATER_CARD } from '../helpers/fake-stripe-setups';
import {
  json,
  notificationsOf,
  orderOf,
  patch,
  placeOrder,
  SATURDAY,
  sellerWithCatch,
  signedInBuyer,
  WEDNESDAY_MORNING,
} from './order-helpers';
import { activateStripeAccount, sendWebhook, stripeModeApp } from './stripe-mode-helpers';

const DAY = 24 * 60 * 60 * 1000;

describe('saved cards through Stripe', () => {
  let fake: FakeStripeApi;
  beforeAll(async () => {
    fake = await startFakeStripeApi();
  });
  afterAll(() => fake.close());

  /** A $21.00 card order (2 dozen at $10.00 with the 5 % fee) whose pickup is 10 days away. */
  async function farOrder() {
    const clock = { now: new Date() };
    const t = await stripeModeApp(fake, { now: () => clock.now });
    const seller = await sellerWithCatch(t, { unitPriceCents: 1000, qtyAvailable: 40 });
    await activateStripeAccount(t, seller.profile.id, 'acct_saved');
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, seller.listing.id, 2, 'card');
    const start = new Date(Date.now() + 10 * DAY);
    await t.db
      .update(orders)
      .set({ pickupSlotStart: start, pickupSlotEnd: new Date(start.getTime() + 4 * 3_600_000) })
      .where(eq(orders.id, placed.id));
    const page = await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`);
    expect(page.status).toBe(200);
    const intent = await json<PaymentIntentDto>(page);
    /** The cut-off comes: the sweep may hold the saved card now. */
    const reachCutOff = () =>
      t.db
        .update(orders)
        .set({ authorizeAt: new Date(clock.now.getTime() - 1000) })
        .where(eq(orders.id, placed.id));
    return { t, seller, buyer, orderId: placed.id, intent, reachCutOff };
  }

  it('makes an off-session setup intent on a customer, and learns the saved card from the page', async () => {
    const { buyer, orderId, intent } = await farOrder();
    expect(intent.clientSecret).toMatch(/^seti_/);
    const setup = fake.setups.get(intent.paymentIntentId)!;
    expect(setup).toMatchObject({
      usage: 'off_session',
      metadata: { purpose: 'order', referenceId: orderId },
    });
    expect(setup.customer).toMatch(/^cus_/);
    const creation = fake.requests.find((r) => r.path === '/v1/setup_intents');
    expect(creation?.idempotencyKey).toBe(`order-${orderId}-setup`);

    fake.saveCard(intent.paymentIntentId);
    const synced = await buyer.client.post(`/api/orders/${orderId}/sync-payment`);
    expect(synced.status).toBe(200);
    expect(await orderOf(buyer.client, orderId)).toMatchObject({
      paymentStatus: 'pending',
      authorizedTotal: null,
    });
    expect((await orderOf(buyer.client, orderId)).cardAuthorizeAt).not.toBeNull();
  });

  it('records a card saved while the buyer was away from a signed webhook, once', async () => {
    const { t, seller, buyer, orderId, intent } = await farOrder();
    fake.saveCard(intent.paymentIntentId);
    const payload = JSON.stringify({
      id: `evt_setup_${orderId}`,
      object: 'event',
      type: 'setup_intent.succeeded',
      data: { object: { id: intent.paymentIntentId, object: 'setup_intent' } },
    });
    expect(await json(await sendWebhook(t, payload))).toEqual({ received: true, duplicate: false });
    expect(await json(await sendWebhook(t, payload))).toEqual({ received: true, duplicate: true });
    expect((await orderOf(buyer.client, orderId)).cardAuthorizeAt).not.toBeNull();
    const told = (await notificationsOf(t.db, seller.user.id)).filter((n) => n.title === 'New Order');
    expect(told).toHaveLength(1);
  });

  it('holds the saved card off-session at the cut-off, for the maximum with the fee, manual capture', async () => {
    const { t, buyer, orderId, intent, reachCutOff } = await farOrder();
    fake.saveCard(intent.paymentIntentId);
    await buyer.client.post(`/api/orders/${orderId}/sync-payment`);
    await reachCutOff();
    expect(await t.services.orders.sweepSavedCards()).toEqual({ held: 1, declined: 0 });
    const made = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1)!;
    expect(made.form).toMatchObject({
      amount: '2100',
      application_fee_amount: '100',
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      payment_method: 'pm_card_visa',
      'transfer_data[destination]': 'acct_saved',
    });
    expect(made.form.customer).toMatch(/^cus_/);
    expect(made.idempotencyKey).toBe(`order-${orderId}-saved-card`);
    expect(await orderOf(buyer.client, orderId)).toMatchObject({
      paymentStatus: 'authorized',
      authorizedTotal: '21.00',
      cardAuthorizeAt: null,
    });
    // A second sweep finds nothing due.
    expect(await t.services.orders.sweepSavedCards()).toEqual({ held: 0, declined: 0 });
  });

  it('tells buyer and seller when the issuer declines the saved card, and the order waits to be paid', async () => {
    const { t, seller, buyer, orderId, intent, reachCutOff } = await farOrder();
    fake.saveCard(intent.paymentIntentId, DECLINED_LATER_CARD);
    await buyer.client.post(`/api/orders/${orderId}/sync-payment`);
    await reachCutOff();
    expect(await t.services.orders.sweepSavedCards()).toEqual({ held: 0, declined: 1 });
    expect(await orderOf(buyer.client, orderId)).toMatchObject({
      paymentStatus: 'pending',
      authorizedTotal: null,
    });
    expect((await notificationsOf(t.db, buyer.user.id)).map((n) => n.title)).toContain('Card Declined');
    expect((await notificationsOf(t.db, seller.user.id)).map((n) => n.title)).toContain('Card Declined');
    // The buyer pays the declined intent itself on the payment page.
    const again = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${orderId}/create-payment-intent`),
    );
    expect(again.clientSecret).toMatch(/^pi_/);
    expect(fake.intents.get(again.paymentIntentId)?.status).toBe('requires_payment_method');
  });

  it("saves a card standing order's card from a signed webhook, and holds it off-session for the week it fills", async () => {
    const clock = { now: WEDNESDAY_MORNING };
    const t = await stripeModeApp(fake, { now: () => clock.now });
    const seller = await sellerWithCatch(t, {
      pickupWindows: [SATURDAY],
      expiresAt: new Date(WEDNESDAY_MORNING.getTime() + 7 * DAY),
      qtyAvailable: 0,
      unitPriceCents: 1000,
    });
    await activateStripeAccount(t, seller.profile.id, 'acct_standing');
    const buyer = await signedInBuyer(t);
    const standing = await json<StandingOrderDto>(
      await buyer.client.post('/api/standing-orders', {
        crabberId: seller.profile.id,
        species: 'Blue Crab',
        unitType: 'dozen',
        qty: 2,
        window: SATURDAY,
        maxUnitPrice: '10.00',
        paymentMethod: 'card',
      }),
    );
    const setup = await json<StandingCardSetupDto>(
      await buyer.client.post(`/api/standing-orders/${standing.id}/card`),
    );
    expect(fake.setups.get(setup.setupIntentId)).toMatchObject({
      usage: 'off_session',
      metadata: { purpose: 'standing', referenceId: standing.id },
    });
    fake.saveCard(setup.setupIntentId);
    const payload = JSON.stringify({
      id: `evt_setup_${standing.id}`,
      object: 'event',
      type: 'setup_intent.succeeded',
      data: { object: { id: setup.setupIntentId, object: 'setup_intent' } },
    });
    expect(await json(await sendWebhook(t, payload))).toEqual({ received: true, duplicate: false });
    const [saved] = await json<StandingOrderDto[]>(await buyer.client.get('/api/standing-orders'));
    expect(saved?.cardSaved).toBe(true);

    const restock = await patch(seller.client, `/api/catches/${seller.listing.id}/quantity`, {
      quantity: 10,
    });
    expect(restock.status).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.standingOrderId, standing.id));
    const made = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1)!;
    expect(made.form).toMatchObject({
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      payment_method: 'pm_card_visa',
      'transfer_data[destination]': 'acct_standing',
    });
    expect(made.idempotencyKey).toBe(`order-${row!.id}-saved-card`);
    expect(await orderOf(buyer.client, row!.id)).toMatchObject({ paymentStatus: 'authorized' });
  });
});
