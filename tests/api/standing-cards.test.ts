/**
 * Card standing orders (docs/product/standing-orders.md, decision 032): the card is saved once with
 * the payments provider; each week filled is a card order paid with it under the card rules of the
 * day (held at once for a pickup within six days, at the cut-off for a later one); a declined card
 * is told to both sides. Test-mode provider; both engines.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catches, crabberProfiles } from '../../src/server/db/tables';
import type { OrderDto } from '../../src/shared/order.schema';
import type { StandingCardSetupDto, StandingOrderDto } from '../../src/shared/standing-order.schema';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { type Client, json, notificationsOf, signedInBuyer, stockOf } from './order-helpers';
import { standingSetUp } from './standing-helpers';

const setUp = async () => {
  const app = await standingSetUp();
  const standing = (client: Client, values: Record<string, unknown> = {}) =>
    app.standing(client, { paymentMethod: 'card', ...values });
  return { ...app, standing, ordersOf: app.standingOrdersOf };
};

/** The buyer's card form: the setup intent, confirmed with a test card, then the check. */
async function saveCard(client: Client, id: string, cardNumber = '4242 4242 4242 4242') {
  const setup = await json<StandingCardSetupDto>(await client.post(`/api/standing-orders/${id}/card`));
  expect(setup.clientSecret.startsWith('seti_')).toBe(true);
  const confirmed = await client.post('/api/payments/test-mode/confirm', {
    clientSecret: setup.clientSecret,
    cardNumber,
    expiry: '12/40',
    cvc: '123',
  });
  expect(await json(confirmed)).toMatchObject({ status: 'succeeded' });
  return json<StandingOrderDto>(await client.post(`/api/standing-orders/${id}/card/sync`));
}

describe('card standing orders', () => {
  it('refuses card with a seller who does not take cards (400 on paymentMethod)', async () => {
    const { t, seller, buyer, standing } = await setUp();
    await t.db
      .update(crabberProfiles)
      .set({ stripeAccountId: null, stripeAccountStatus: 'not_connected' })
      .where(eq(crabberProfiles.id, seller.profile.id));
    const res = await standing(buyer.client);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.paymentMethod?.[0]).toMatch(/does not take card payments yet: choose cash/);
    expect((await standing(buyer.client, { paymentMethod: 'cash' })).status).toBe(201);
  });

  it('does not fill before the card is saved, and says why', async () => {
    const { t, buyer, standing, restock, ordersOf } = await setUp();
    const created = await json<StandingOrderDto>(await standing(buyer.client));
    expect(created).toMatchObject({ paymentMethod: 'card', cardSaved: false });
    await restock(10);
    expect(await ordersOf(created.id)).toEqual([]);
    const told = (await notificationsOf(t.db, buyer.user.id)).find(
      (note) => note.type === 'standing_not_filled',
    );
    expect(told?.message).toMatch(/: your card is not saved yet\. Save it on your Standing orders page\.$/);
  });

  it('saves the card once; only its buyer may, and a cash standing order has no card (409)', async () => {
    const { t, buyer, standing } = await setUp();
    const created = await json<StandingOrderDto>(await standing(buyer.client));
    const first = await json<StandingCardSetupDto>(
      await buyer.client.post(`/api/standing-orders/${created.id}/card`),
    );
    const again = await json<StandingCardSetupDto>(
      await buyer.client.post(`/api/standing-orders/${created.id}/card`),
    );
    expect(again.setupIntentId).toBe(first.setupIntentId);
    const other = await signedInBuyer(t);
    expect((await other.client.post(`/api/standing-orders/${created.id}/card`)).status).toBe(404);
    expect((await other.client.post(`/api/standing-orders/${created.id}/card/sync`)).status).toBe(404);
    const cash = await json<StandingOrderDto>(await standing(buyer.client, { paymentMethod: 'cash' }));
    expect((await buyer.client.post(`/api/standing-orders/${cash.id}/card`)).status).toBe(409);

    const saved = await saveCard(buyer.client, created.id);
    expect(saved.cardSaved).toBe(true);
    const setupAfter = await json<StandingCardSetupDto>(
      await buyer.client.post(`/api/standing-orders/${created.id}/card`),
    );
    expect(setupAfter).toMatchObject({ setupIntentId: first.setupIntentId, saved: true });
  });

  it('fills a near week as a card order held at once with the saved card; the seller hears of it', async () => {
    const { t, seller, buyer, standing, restock, ordersOf } = await setUp();
    const created = await json<StandingOrderDto>(await standing(buyer.client));
    await saveCard(buyer.client, created.id);
    expect((await restock(10)).status).toBe(200);
    expect(await stockOf(t.db, seller.listing.id)).toBe(8);
    const [row] = await ordersOf(created.id);
    expect(row).toMatchObject({ paymentMethod: 'card', paymentStatus: 'authorized', authorizeAt: null });
    expect(row?.paymentIntentId).toBeTruthy();
    const order = await json<OrderDto>(await buyer.client.get(`/api/orders/${row!.id}`));
    expect(order.standingOrderId).toBe(created.id);
    const sellerNews = (await notificationsOf(t.db, seller.user.id)).find(
      (note) => note.type === 'order_placed',
    );
    expect(sellerNews?.message).toMatch(/Card held \$/);
    expect((await notificationsOf(t.db, buyer.user.id)).some((note) => note.type === 'standing_filled')).toBe(
      true,
    );
  });

  it('fills a week more than six days off with the card saved, to be held at its cut-off', async () => {
    const { t, seller, buyer, standing, restock, ordersOf } = await setUp();
    await t.db
      .update(catches)
      .set({ expiresAt: new Date('2026-12-09T12:00:00Z') })
      .where(eq(catches.id, seller.listing.id));
    const created = await json<StandingOrderDto>(await standing(buyer.client));
    await saveCard(buyer.client, created.id);
    await buyer.client.post(`/api/standing-orders/${created.id}/skip`, { date: '2026-11-28' });
    await restock(10);
    const [row] = await ordersOf(created.id);
    const start = new Date('2026-12-05T12:00:00.000Z');
    expect(row?.pickupSlotStart).toEqual(start);
    expect(row).toMatchObject({ paymentStatus: 'pending', paymentIntentId: null });
    expect(row?.authorizeAt?.getTime()).toBe(start.getTime() - seller.profile.orderCutoffHours * 3_600_000);
  });

  it('a declined card is told to buyer and seller, and the order waits for the buyer to pay', async () => {
    const { t, seller, buyer, standing, restock, ordersOf } = await setUp();
    const created = await json<StandingOrderDto>(await standing(buyer.client));
    // Saves, then every charge is declined (Stripe's 4000 0000 0000 0341).
    await saveCard(buyer.client, created.id, '4000 0000 0000 0341');
    await restock(10);
    const [row] = await ordersOf(created.id);
    expect(row).toMatchObject({ paymentMethod: 'card', paymentStatus: 'pending', status: 'confirmed' });
    const buyerNews = await notificationsOf(t.db, buyer.user.id);
    expect(buyerNews.some((note) => /was declined when we tried to hold it/.test(note.message))).toBe(true);
    const sellerNews = await notificationsOf(t.db, seller.user.id);
    expect(sellerNews.some((note) => /was declined when we tried to hold it/.test(note.message))).toBe(true);
    // Not announced as a new order until the buyer pays.
    expect(sellerNews.some((note) => note.type === 'order_placed')).toBe(false);
  });

  it('is the same through tRPC: standingOrders.setUpCard and syncCard', async () => {
    const { t, buyer, standing } = await setUp();
    const created = await json<StandingOrderDto>(await standing(buyer.client));
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    const setup = await trpc.standingOrders.setUpCard.mutate({ id: created.id });
    expect(setup.saved).toBe(false);
    await buyer.client.post('/api/payments/test-mode/confirm', {
      clientSecret: setup.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect((await trpc.standingOrders.syncCard.mutate({ id: created.id })).cardSaved).toBe(true);
  });
});
