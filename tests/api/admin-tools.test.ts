/**
 * The admin's tools of issue 29 (docs/product/admin.md, docs/product/moderation.md): finding any
 * order and opening it read-only, removing a review or a message with a reason, and setting a
 * seller's weekly limit; and who may call them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { crabberProfiles, moderationActions } from '../../src/server/db/tables';
import type { AdminOrderDetailDto, AdminOrdersPageDto, SellerLimitsDto } from '../../src/shared/admin.schema';
import type { ModerationActionDto, ModerationActionsPageDto } from '../../src/shared/moderation.schema';
import type { OrderThreadDto } from '../../src/shared/order-message.schema';
import { shortOrderId } from '../../src/shared/order-status';
import type { OrderReviewDto, ReviewDto, SellerReviewsDto } from '../../src/shared/review.schema';
import type { PublicSellerDto } from '../../src/shared/seller.schema';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { mailsInOutbox } from '../helpers/outbox';
import { createClient } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  type Client,
  datedPickupsApp,
  json,
  notificationsOf,
  placeOrder,
  setStatus,
  signedInBuyer,
} from './order-helpers';
import { validListing } from './seller-helpers';

const REASON = 'Shares a phone number to take the sale elsewhere';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const send = (client: Client, method: string, path: string, body?: unknown) =>
  client.request(path, { method, ...(body === undefined ? {} : { json: body }) });

/** A seller, a buyer with a completed order, a review of it and a message each way; an admin. */
async function world() {
  const { t, seller } = await datedPickupsApp({ qtyAvailable: 50 });
  const buyer = await signedInBuyer(t);
  const [placed] = (await placeOrder(buyer.client, seller.listing.id, 2)).orders;
  const orderId = placed!.id;
  const asBuyer = await json<{ id: string }>(
    await buyer.client.post(`/api/orders/${orderId}/messages`, { body: 'Call me at 410-555-0199 instead' }),
  );
  const asSeller = await json<{ id: string }>(
    await seller.client.post(`/api/orders/${orderId}/messages`, { body: 'See you Saturday at the dock' }),
  );
  expect((await setStatus(seller.client, orderId, 'ready')).status).toBe(200);
  expect((await setStatus(seller.client, orderId, 'completed')).status).toBe(200);
  const review = await json<ReviewDto>(
    await buyer.client.post(`/api/orders/${orderId}/review`, { stars: 1, body: 'Rude, call 410-555-0199' }),
  );
  const admin = await createUser(t.db, { role: 'admin' });
  const adminClient = await signedInClient(t.app, admin.email);
  return {
    t,
    seller,
    buyer,
    orderId,
    review,
    messages: { buyer: asBuyer.id, seller: asSeller.id },
    admin,
    adminClient,
  };
}

describe('admin tools: who may call', () => {
  it('refuses signed-out visitors (401), buyers and sellers (403), unknown ids (404) and empty reasons (400)', async () => {
    const { t, seller, buyer, orderId, review, messages, adminClient } = await world();
    const anonymous = createClient(t.app);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${orderId}`],
      ['DELETE', `/api/admin/reviews/${review.id}`, { reason: REASON }],
      ['DELETE', `/api/admin/messages/${messages.buyer}`, { reason: REASON }],
      ['PATCH', `/api/admin/sellers/${seller.profile.id}/limits`, { weeklyQuantityLimit: 50 }],
    ];
    for (const [method, path, body] of calls) {
      expect((await send(anonymous, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await send(buyer.client, method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await send(seller.client, method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    await expect(trpc.admin.orders.query({})).rejects.toMatchObject({ data: { httpStatus: 403 } });
    await expect(
      trpc.moderation.removeReview.mutate({ id: review.id, reason: REASON }),
    ).rejects.toMatchObject({ data: { httpStatus: 403 } });

    for (const [method, path, body] of [
      ['GET', `/api/admin/orders/${UNKNOWN}`],
      ['DELETE', `/api/admin/reviews/${UNKNOWN}`, { reason: REASON }],
      ['DELETE', `/api/admin/messages/${UNKNOWN}`, { reason: REASON }],
      ['PATCH', `/api/admin/sellers/${UNKNOWN}/limits`, { weeklyQuantityLimit: 50 }],
    ] as [string, string, unknown?][]) {
      expect((await send(adminClient, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    for (const body of [{ reason: '' }, { reason: '   ' }, {}]) {
      const res = await send(adminClient, 'DELETE', `/api/admin/reviews/${review.id}`, body);
      expect(res.status).toBe(400);
      expect((await send(adminClient, 'DELETE', `/api/admin/messages/${messages.buyer}`, body)).status).toBe(
        400,
      );
    }
    for (const body of [
      { weeklyQuantityLimit: 0 },
      { weeklyQuantityLimit: 2.5 },
      { weeklyQuantityLimit: 'x' },
      {},
    ]) {
      expect(
        (await send(adminClient, 'PATCH', `/api/admin/sellers/${seller.profile.id}/limits`, body)).status,
      ).toBe(400);
    }
    expect((await adminClient.get('/api/admin/orders?limit=0')).status).toBe(400);
    expect((await adminClient.get('/api/admin/orders/not-an-id')).status).toBe(400);
    // Nothing was removed by the refused calls.
    expect(
      await json<SellerReviewsDto>(await buyer.client.get(`/api/sellers/${seller.profile.id}/reviews`)),
    ).toMatchObject({ total: 1 });
  });
});

describe('admin tools: finding and opening orders', () => {
  it('finds an order by its number, the buyer e-mail or the seller e-mail, paged', async () => {
    const { t, seller, buyer, orderId, adminClient } = await world();
    // A second buyer's order that the searches by the first buyer must not find.
    const other = await signedInBuyer(t);
    const [otherOrder] = (await placeOrder(other.client, seller.listing.id, 1)).orders;
    const search = async (q: string, extra = '') =>
      json<AdminOrdersPageDto>(await adminClient.get(`/api/admin/orders?q=${encodeURIComponent(q)}${extra}`));

    const byBuyer = await search(buyer.user.email.toUpperCase());
    expect(byBuyer.total).toBe(1);
    expect(byBuyer.items[0]).toMatchObject({
      id: orderId,
      reference: shortOrderId(orderId),
      buyerEmail: buyer.user.email,
      sellerEmail: seller.user.email,
      sellerId: seller.profile.id,
      status: 'completed',
    });
    expect((await search(`#${shortOrderId(orderId)}`)).items.map((o) => o.id)).toEqual([orderId]);
    expect((await search(shortOrderId(orderId).toLowerCase())).items.map((o) => o.id)).toEqual([orderId]);
    const bySeller = await search(seller.user.email);
    expect(bySeller.total).toBe(2);
    expect(bySeller.items.map((o) => o.id).sort()).toEqual([orderId, otherOrder!.id].sort());
    const paged = await search(seller.user.email, '&limit=1&offset=1');
    expect(paged.total).toBe(2);
    expect(paged.items).toHaveLength(1);
    expect((await search('nobody@example.invalid')).total).toBe(0);
    // A LIKE wildcard is text, not a pattern.
    expect((await search('%')).total).toBe(0);

    const trpc = createTrpcTestClient(t.app, { cookie: adminClient.cookie }).client;
    expect((await trpc.admin.orders.query({ q: buyer.user.email })).items.map((o) => o.id)).toEqual([
      orderId,
    ]);
  });

  it('opens an order read-only with its items, history, payments, messages and review', async () => {
    const { t, buyer, orderId, review, messages, adminClient } = await world();
    const detail = await json<AdminOrderDetailDto>(await adminClient.get(`/api/admin/orders/${orderId}`));
    expect(detail).toMatchObject({ id: orderId, buyerEmail: buyer.user.email, paymentMethod: 'cash' });
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]).toMatchObject({ qty: 2 });
    expect(detail.pickupText).not.toBe('');
    // The history is what the two parties were told: the new order, its status changes, the messages.
    const types = detail.history.map((event) => event.type);
    expect(types).toContain('order_placed');
    expect(types).toContain('order_ready');
    expect(types).toContain('order_message');
    expect(detail.history.find((event) => event.type === 'order_placed')?.recipient).toBe('seller');
    // Both messages, whichever order two of the same millisecond come in.
    expect(detail.messages.map((message) => message.id).sort()).toEqual(
      [messages.buyer, messages.seller].sort(),
    );
    expect(detail.messages.find((message) => message.id === messages.buyer)).toMatchObject({
      senderRole: 'buyer',
      removedAt: null,
    });
    expect(detail.review).toMatchObject({ id: review.id, stars: 1, removedAt: null });
    expect(detail.payments).toEqual([]);

    const trpc = createTrpcTestClient(t.app, { cookie: adminClient.cookie }).client;
    expect((await trpc.admin.order.query({ id: orderId })).id).toBe(orderId);
  });

  it('lists a card order its payment attempts', async () => {
    const { t, seller } = await datedPickupsApp({ qtyAvailable: 5 });
    const buyer = await signedInBuyer(t);
    const [placed] = (await placeOrder(buyer.client, seller.listing.id, 1, 'card')).orders;
    expect((await buyer.client.post(`/api/orders/${placed!.id}/create-payment-intent`)).status).toBe(200);
    const adminClient = await signedInClient(t.app, (await createUser(t.db, { role: 'admin' })).email);
    const detail = await json<AdminOrderDetailDto>(await adminClient.get(`/api/admin/orders/${placed!.id}`));
    expect(detail.paymentMethod).toBe('card');
    expect(detail.payments).toHaveLength(1);
    expect(detail.payments[0]).toMatchObject({ amountCents: detail.totalCents });
  });
});

describe('admin tools: removing a review', () => {
  it("takes it off every page and out of the seller's rating, records it and tells its author", async () => {
    const { t, seller, buyer, orderId, review, adminClient } = await world();
    const publicOf = async () =>
      json<PublicSellerDto>(await buyer.client.get(`/api/sellers/${seller.profile.id}/public`));
    expect((await publicOf()).rating).toEqual({ average: 1, count: 1 });

    const res = await send(adminClient, 'DELETE', `/api/admin/reviews/${review.id}`, { reason: REASON });
    expect(res.status).toBe(200);
    const action = await json<ModerationActionDto>(res);
    expect(action).toMatchObject({
      action: 'review_removed',
      targetType: 'review',
      targetId: review.id,
      reason: REASON,
    });

    const page = await json<SellerReviewsDto>(
      await buyer.client.get(`/api/sellers/${seller.profile.id}/reviews`),
    );
    expect(page).toMatchObject({ items: [], total: 0, rating: { average: null, count: 0 } });
    expect((await publicOf()).rating).toEqual({ average: null, count: 0 });
    const profile = first(
      await t.db.select().from(crabberProfiles).where(eq(crabberProfiles.id, seller.profile.id)),
    )!;
    expect({ sum: profile.ratingSum, count: profile.ratingCount }).toEqual({ sum: 0, count: 0 });
    const onOrder = await json<OrderReviewDto>(await buyer.client.get(`/api/orders/${orderId}/review`));
    expect(onOrder).toMatchObject({ review: null, canWrite: false });
    expect((await seller.client.get(`/api/orders/${orderId}/review`)).status).toBe(200);
    // The author cannot write it back, nor the seller answer it.
    expect((await buyer.client.post(`/api/orders/${orderId}/review`, { stars: 5 })).status).toBe(409);
    expect((await seller.client.post(`/api/reviews/${review.id}/reply`, { body: 'Thanks' })).status).toBe(
      404,
    );

    const told = (await notificationsOf(t.db, buyer.user.id)).filter((n) => n.type === 'review_removed');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(REASON);
    await mailsInOutbox(t, { to: buyer.user.email, subject: 'BayCatch: review removed' });

    const activity = await json<ModerationActionsPageDto>(
      await adminClient.get('/api/admin/moderation-actions'),
    );
    expect(activity.items[0]).toMatchObject({
      action: 'review_removed',
      targetLabel: seller.profile.displayName,
    });
    // Twice is a conflict; the admin's order view still shows it, marked removed.
    expect(
      (await send(adminClient, 'DELETE', `/api/admin/reviews/${review.id}`, { reason: REASON })).status,
    ).toBe(409);
    const detail = await json<AdminOrderDetailDto>(await adminClient.get(`/api/admin/orders/${orderId}`));
    expect(detail.review).toMatchObject({ id: review.id, removedReason: REASON });
  });

  it('works through tRPC too', async () => {
    const { t, review, adminClient } = await world();
    const trpc = createTrpcTestClient(t.app, { cookie: adminClient.cookie }).client;
    expect((await trpc.moderation.removeReview.mutate({ id: review.id, reason: REASON })).action).toBe(
      'review_removed',
    );
    await expect(trpc.moderation.removeReview.mutate({ id: review.id, reason: '' })).rejects.toMatchObject({
      data: { httpStatus: 400 },
    });
  });
});

describe('admin tools: removing a message', () => {
  it('shows "Message removed by BayCatch: <reason>" in its thread without its text, and tells its author', async () => {
    const { t, seller, buyer, orderId, messages, adminClient } = await world();
    const unreadBySeller = async () =>
      (await json<{ asSeller: number }>(await seller.client.get('/api/messages/unread-count'))).asSeller;
    expect(await unreadBySeller()).toBe(1);
    const res = await send(adminClient, 'DELETE', `/api/admin/messages/${messages.buyer}`, {
      reason: REASON,
    });
    expect(res.status).toBe(200);
    expect(await json<ModerationActionDto>(res)).toMatchObject({
      action: 'message_removed',
      targetId: messages.buyer,
    });

    for (const client of [buyer.client, seller.client]) {
      const res = await client.get(`/api/orders/${orderId}/messages`);
      const text = await res.clone().text();
      expect(text).not.toContain('410-555-0199');
      const thread = await json<OrderThreadDto>(res);
      const byId = (id: string) => thread.messages.find((message) => message.id === id);
      expect(byId(messages.buyer)).toMatchObject({
        removed: true,
        body: `Message removed by BayCatch: ${REASON}`,
      });
      expect(byId(messages.seller)).toMatchObject({ removed: false, body: 'See you Saturday at the dock' });
    }
    // A removed message waits for nobody: the seller's unread count lets it go.
    expect(await unreadBySeller()).toBe(0);
    const told = (await notificationsOf(t.db, buyer.user.id)).filter((n) => n.type === 'message_removed');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(REASON);
    await mailsInOutbox(t, { to: buyer.user.email, subject: 'BayCatch: message removed' });
    // Nobody reports what is gone; removing twice is a conflict.
    expect(
      (
        await buyer.client.post('/api/reports', {
          targetType: 'message',
          targetId: messages.buyer,
          reason: REASON,
        })
      ).status,
    ).toBe(404);
    expect(
      (await send(adminClient, 'DELETE', `/api/admin/messages/${messages.buyer}`, { reason: REASON })).status,
    ).toBe(409);
    const detail = await json<AdminOrderDetailDto>(await adminClient.get(`/api/admin/orders/${orderId}`));
    expect(detail.messages.find((message) => message.id === messages.buyer)).toMatchObject({
      body: 'Call me at 410-555-0199 instead',
      removedReason: REASON,
    });
    const recorded = await t.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.targetId, messages.buyer));
    expect(recorded).toHaveLength(1);

    const trpc = createTrpcTestClient(t.app, { cookie: adminClient.cookie }).client;
    expect((await trpc.moderation.removeMessage.mutate({ id: messages.seller, reason: REASON })).action).toBe(
      'message_removed',
    );
  });
});

describe("admin tools: a seller's weekly limit", () => {
  it('sets it in lbs, applies it to postings, records it, and gives the type limit back with null', async () => {
    const { t, adminClient } = await world();
    const crabber = await createSeller(t.db, { sellerType: 'recreational_crabber' });
    const crabberClient = await signedInClient(t.app, crabber.user.email);
    const listing = { ...validListing(), unitType: 'lb', qtyAvailable: 30 };
    const path = `/api/admin/sellers/${crabber.profile.id}/limits`;
    const res = await send(adminClient, 'PATCH', path, { weeklyQuantityLimit: 20 });
    expect(res.status).toBe(200);
    expect(await json<SellerLimitsDto>(res)).toEqual({
      id: crabber.profile.id,
      sellerType: 'recreational_crabber',
      weeklyQuantityLimit: 20,
    });
    const refused = await crabberClient.post('/api/catches', listing);
    expect(refused.status).toBe(400);
    expect((await json<{ message: string }>(refused)).message).toBe(
      'Your weekly limit is 20 lbs. You have listed 0 lbs in the last 7 days, so you can add 20 lbs more. This listing is over the limit by 10 lbs.',
    );
    const activity = await json<ModerationActionsPageDto>(
      await adminClient.get('/api/admin/moderation-actions'),
    );
    expect(activity.items[0]).toMatchObject({
      action: 'seller_limit_set',
      reason: 'Weekly limit set to 20 lbs',
    });

    const trpc = createTrpcTestClient(t.app, { cookie: adminClient.cookie }).client;
    expect(
      await trpc.admin.setSellerLimits.mutate({ id: crabber.profile.id, weeklyQuantityLimit: null }),
    ).toMatchObject({ weeklyQuantityLimit: null });
    // Back to the crabber's own 3 bushels (120 lb at 40 lb a bushel): 30 lb fits.
    expect((await crabberClient.post('/api/catches', listing)).status).toBe(201);
  });
});
