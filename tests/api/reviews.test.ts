import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/tables';
import type { CatchDto } from '../../src/shared/catch.schema';
import type { OrderReviewDto, ReviewDto, SellerReviewsDto } from '../../src/shared/review.schema';
import type { PublicSellerDto } from '../../src/shared/seller.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  type Client,
  createCatch,
  datedPickupsApp,
  json,
  notificationsOf,
  placeOrder,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
} from './order-helpers';

const DAY = 24 * 60 * 60 * 1000;

async function complete(seller: Client, orderId: string) {
  expect((await setStatus(seller, orderId, 'ready')).status).toBe(200);
  expect((await setStatus(seller, orderId, 'completed')).status).toBe(200);
}

type Seller = Awaited<ReturnType<typeof sellerWithCatch>>;

/** A buyer's order from the seller, completed unless told otherwise. */
async function orderOf(t: TestApp, seller: Seller, { completed = true } = {}) {
  const buyer = await signedInBuyer(t);
  const [placed] = (await placeOrder(buyer.client, seller.listing.id, 1)).orders;
  const orderId = placed!.id;
  if (completed) await complete(seller.client, orderId);
  const review = (body: unknown, client: Client = buyer.client) =>
    client.post(`/api/orders/${orderId}/review`, body);
  return { buyer, orderId, review };
}

async function setUp() {
  const { t, clock, seller } = await datedPickupsApp({ qtyAvailable: 50 });
  return { t, clock, seller, ...(await orderOf(t, seller)) };
}

const reviewsOf = async (client: Client, sellerId: string, query = '') =>
  json<SellerReviewsDto>(await client.get(`/api/sellers/${sellerId}/reviews${query}`));

describe('reviews of completed orders', () => {
  it('lets the buyer review a completed order once, tells the seller, and shows it on the seller', async () => {
    const { t, seller, buyer, orderId, review } = await setUp();
    const res = await review({ stars: 4, body: '  Heavy crabs, easy pickup.  ' });
    expect(res.status).toBe(201);
    const written = await json<ReviewDto>(res);
    expect(written).toMatchObject({
      orderId,
      crabberId: seller.profile.id,
      stars: 4,
      body: 'Heavy crabs, easy pickup.',
      authorName: `${buyer.user.firstName} ${buyer.user.lastName?.charAt(0)}.`,
      authorStatus: 'active',
      reply: null,
    });
    expect(new Date(written.editableUntil).getTime() - new Date(written.createdAt).getTime()).toBe(14 * DAY);

    const told = (await notificationsOf(t.db, seller.user.id)).filter((n) => n.type === 'new_review');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'New Review', data: { orderId, reviewId: written.id } });

    const page = await reviewsOf(buyer.client, seller.profile.id);
    expect(page.total).toBe(1);
    expect(page.rating).toEqual({ average: 4, count: 1 });
    expect(page.items[0]?.id).toBe(written.id);

    const asBuyer = await json<OrderReviewDto>(await buyer.client.get(`/api/orders/${orderId}/review`));
    expect(asBuyer).toMatchObject({ canWrite: true, canReply: false, review: { id: written.id } });
    const asSeller = await json<OrderReviewDto>(await seller.client.get(`/api/orders/${orderId}/review`));
    expect(asSeller).toMatchObject({ canWrite: false, canReply: true, review: { id: written.id } });
  });

  it('keeps stars only and markup as plain text', async () => {
    const { review, seller, buyer } = await setUp();
    expect(await json<ReviewDto>(await review({ stars: 5 }))).toMatchObject({ body: null });
    const body = '<img src=x onerror=alert(1)> & <b>good</b>';
    expect(await json<ReviewDto>(await review({ stars: 5, body }))).toMatchObject({ body });
    expect((await reviewsOf(buyer.client, seller.profile.id)).items[0]?.body).toBe(body);
  });

  it('changes the review on a second writing within 14 days, moving the rating, and refuses after', async () => {
    const { clock, seller, buyer, review } = await setUp();
    const first = await json<ReviewDto>(await review({ stars: 2, body: 'Late' }));
    clock.now = new Date(clock.now.getTime() + 13 * DAY);
    const again = await review({ stars: 5, body: 'They made it right' });
    expect(again.status).toBe(200);
    expect(await json<ReviewDto>(again)).toMatchObject({
      id: first.id,
      stars: 5,
      body: 'They made it right',
    });
    expect((await reviewsOf(buyer.client, seller.profile.id)).rating).toEqual({ average: 5, count: 1 });

    clock.now = new Date(new Date(first.createdAt).getTime() + 14 * DAY);
    const late = await review({ stars: 1 });
    expect(late.status).toBe(409);
    expect((await json<{ message: string }>(late)).message).toBe(
      'Reviews can be changed for 14 days after they are written',
    );
    expect(
      await json<OrderReviewDto>(await buyer.client.get(`/api/orders/${first.orderId}/review`)),
    ).toMatchObject({ canWrite: false, review: { stars: 5 } });
  });

  it('refuses bad stars, over-long text and unknown fields with field errors', async () => {
    const { review } = await setUp();
    for (const [body, field, message] of [
      [{ stars: 0 }, 'stars', 'Choose from 1 to 5 stars'],
      [{ stars: 6 }, 'stars', 'Choose from 1 to 5 stars'],
      [{ stars: 3.5 }, 'stars', 'Choose from 1 to 5 stars'],
      [{ stars: '5' }, 'stars', 'Choose from 1 to 5 stars'],
      [{}, 'stars', 'Choose from 1 to 5 stars'],
      [{ stars: 4, body: 'x'.repeat(1001) }, 'body', 'Reviews are up to 1,000 characters'],
    ] as const) {
      const res = await review(body);
      expect(res.status).toBe(400);
      expect((await json<{ errors: Record<string, string[]> }>(res)).errors[field]).toEqual([message]);
    }
    const unknown = await review({ stars: 4, authorName: 'Someone else' });
    expect(unknown.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(unknown)).errors._form).toBeDefined();
    expect((await review({ stars: 4, body: 'x'.repeat(1000) })).status).toBe(201);
  });

  it('refuses an order not completed (409), its seller (403) and anyone else (404), before the body', async () => {
    const { t, seller, orderId, review } = await setUp();
    const open = await orderOf(t, seller, { completed: false });
    const res = await open.review({ stars: 5 });
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe('Only completed orders can be reviewed');
    expect(
      (await json<OrderReviewDto>(await open.buyer.client.get(`/api/orders/${open.orderId}/review`)))
        .canWrite,
    ).toBe(false);

    const bySeller = await review({ stars: 'lots' }, seller.client);
    expect(bySeller.status).toBe(403);
    expect(await json<{ message: string; errors?: unknown }>(bySeller)).toEqual({
      message: 'Only the buyer can review this order',
    });

    const stranger = await signedInBuyer(t);
    const otherSeller = await sellerWithCatch(t);
    for (const client of [stranger.client, otherSeller.client]) {
      const refused = await review({ stars: 'lots' }, client);
      expect(refused.status).toBe(404);
      expect((await json<{ errors?: unknown }>(refused)).errors).toBeUndefined();
      expect((await client.get(`/api/orders/${orderId}/review`)).status).toBe(404);
    }
    expect((await t.app.request(`/api/orders/${orderId}/review`, { method: 'POST' })).status).toBe(401);
    expect((await t.app.request(`/api/orders/${orderId}/review`)).status).toBe(401);
  });

  it('lets only the seller of the reviewed order reply, once', async () => {
    const { t, seller, buyer, review } = await setUp();
    const written = await json<ReviewDto>(await review({ stars: 3, body: 'Small for jumbos' }));
    const reply = (client: Client, body: unknown) => client.post(`/api/reviews/${written.id}/reply`, body);

    const otherSeller = await sellerWithCatch(t);
    for (const client of [buyer.client, otherSeller.client]) {
      const refused = await reply(client, { body: 42 });
      expect(refused.status).toBe(404);
      expect((await json<{ errors?: unknown }>(refused)).errors).toBeUndefined();
    }
    expect((await reply(seller.client, { body: 42 })).status).toBe(400);
    expect((await reply(seller.client, { body: 'Thanks', stars: 5 })).status).toBe(400);
    expect((await seller.client.post('/api/reviews/no-such-review/reply', { body: 'Thanks' })).status).toBe(
      404,
    );
    const blank = await reply(seller.client, { body: '   ' });
    expect(blank.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(blank)).errors.body).toEqual(['Write a reply']);
    expect((await reply(seller.client, { body: 'x'.repeat(1001) })).status).toBe(400);

    const answered = await reply(seller.client, { body: 'Sorry, the big ones sold early. Next time on us.' });
    expect(answered.status).toBe(200);
    expect((await json<ReviewDto>(answered)).reply?.body).toBe(
      'Sorry, the big ones sold early. Next time on us.',
    );
    const twice = await reply(seller.client, { body: 'And another thing' });
    expect(twice.status).toBe(409);
    expect((await json<{ message: string }>(twice)).message).toBe('You have already replied to this review');

    const page = await reviewsOf(buyer.client, seller.profile.id);
    expect(page.items[0]?.reply?.body).toBe('Sorry, the big ones sold early. Next time on us.');
    expect((await t.app.request(`/api/reviews/${written.id}/reply`, { method: 'POST' })).status).toBe(401);
  });

  it("keeps a deleted buyer's review, labelled Former buyer", async () => {
    const { t, seller, buyer, review } = await setUp();
    await review({ stars: 5, body: 'Best on the bay' });
    await t.db
      .update(users)
      .set({ firstName: null, lastName: null, deletedAt: new Date() })
      .where(eq(users.id, buyer.user.id));
    const page = await reviewsOf(seller.client, seller.profile.id);
    expect(page.items[0]).toMatchObject({
      body: 'Best on the bay',
      authorName: 'Former buyer',
      authorStatus: 'deleted',
    });
    expect(page.rating).toEqual({ average: 5, count: 1 });
  });

  it('pages a seller’s reviews newest first, and refuses bad paging and sellers without a storefront', async () => {
    const { t, clock, seller, buyer, review } = await setUp();
    await review({ stars: 5, body: 'Review 0' });
    for (let i = 1; i < 7; i++) {
      clock.now = new Date(clock.now.getTime() + 60_000);
      const next = await orderOf(t, seller);
      expect((await next.review({ stars: i % 2 === 0 ? 5 : 4, body: `Review ${i}` })).status).toBe(201);
    }
    const first = await reviewsOf(buyer.client, seller.profile.id);
    expect(first.total).toBe(7);
    expect(first.items.map((r) => r.body)).toEqual([
      'Review 6',
      'Review 5',
      'Review 4',
      'Review 3',
      'Review 2',
    ]);
    // 5 + 4 + 5 + 4 + 5 + 4 + 5 = 32 over 7 = 4.571… → 4.6
    expect(first.rating).toEqual({ average: 4.6, count: 7 });
    const second = await reviewsOf(buyer.client, seller.profile.id, '?limit=5&offset=5');
    expect(second.items.map((r) => r.body)).toEqual(['Review 1', 'Review 0']);
    expect(
      (await reviewsOf(buyer.client, seller.profile.id, '?limit=2&offset=1')).items.map((r) => r.body),
    ).toEqual(['Review 5', 'Review 4']);

    for (const query of ['?limit=0', '?limit=51', '?offset=-1', '?limit=two', '?limit=1&limit=2']) {
      expect((await buyer.client.get(`/api/sellers/${seller.profile.id}/reviews${query}`)).status).toBe(400);
    }
    expect((await buyer.client.get('/api/sellers/not-a-seller/reviews')).status).toBe(404);
    expect((await t.app.request(`/api/sellers/${seller.profile.id}/reviews`)).status).toBe(401);
  });

  it('shows the rating on the catalog list, the catch detail and the public seller; Top Rated sorts by it', async () => {
    const t = await createTestApp();
    const good = await sellerWithCatch(t, { qtyAvailable: 20 });
    const fair = await sellerWithCatch(t, { qtyAvailable: 20 });
    const unrated = await sellerWithCatch(t, { qtyAvailable: 20 });
    // The newest listing belongs to the unrated seller, so newest-first alone would put it first.
    const unratedNewer = await createCatch(t.db, unrated.profile.id, {
      postedAt: new Date(Date.now() + 1000),
    });
    for (const [seller, stars] of [
      [good, 5],
      [good, 4],
      [fair, 3],
    ] as const) {
      const { review } = await orderOf(t, seller);
      expect((await review({ stars })).status).toBe(201);
    }
    const viewer = await signedInBuyer(t);

    const list = await json<CatchDto[]>(await t.app.request('/api/catches'));
    const ratingOf = (id: string) => list.find((c) => c.crabber.id === id)?.crabber.rating;
    expect(ratingOf(good.profile.id)).toEqual({ average: 4.5, count: 2 });
    expect(ratingOf(fair.profile.id)).toEqual({ average: 3, count: 1 });
    expect(ratingOf(unrated.profile.id)).toEqual({ average: null, count: 0 });

    const detail = await json<CatchDto>(await viewer.client.get(`/api/catches/${good.listing.id}`));
    expect(detail.crabber.rating).toEqual({ average: 4.5, count: 2 });
    const publicSeller = await json<PublicSellerDto>(
      await viewer.client.get(`/api/sellers/${good.profile.id}/public`),
    );
    expect(publicSeller.rating).toEqual({ average: 4.5, count: 2 });

    const sorted = await json<CatchDto[]>(await t.app.request('/api/catches?sort=top-rated'));
    expect(sorted.map((c) => c.id)).toEqual([
      good.listing.id,
      fair.listing.id,
      unratedNewer.id,
      unrated.listing.id,
    ]);
    const page = await json<CatchDto[]>(await t.app.request('/api/catches?sort=top-rated&limit=1&offset=1'));
    expect(page.map((c) => c.id)).toEqual([fair.listing.id]);
  });

  it('answers the same through tRPC', async () => {
    const { t, seller, buyer, orderId } = await setUp();
    const asBuyer = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    const asSeller = createTrpcTestClient(t.app, { cookie: seller.client.cookie }).client;
    const written = await asBuyer.reviews.write.mutate({ id: orderId, stars: 5, body: 'Great' });
    expect(written).toMatchObject({ stars: 5, body: 'Great' });
    expect(await asBuyer.reviews.write.mutate({ id: orderId, stars: 4, body: null })).toMatchObject({
      id: written.id,
      stars: 4,
      body: null,
    });
    await expect(asSeller.reviews.write.mutate({ id: orderId, stars: 5 })).rejects.toMatchObject({
      data: { httpStatus: 403 },
    });
    await expect(asBuyer.reviews.write.mutate({ id: orderId, stars: 9 })).rejects.toMatchObject({
      data: { httpStatus: 400 },
    });
    const stranger = createTrpcTestClient(t.app, { cookie: (await signedInBuyer(t)).client.cookie }).client;
    await expect(stranger.reviews.write.mutate({ id: orderId, stars: 5 })).rejects.toMatchObject({
      data: { httpStatus: 404 },
    });
    await expect(stranger.reviews.forOrder.query({ id: orderId })).rejects.toMatchObject({
      data: { httpStatus: 404 },
    });
    await expect(
      createTrpcTestClient(t.app).client.reviews.forOrder.query({ id: orderId }),
    ).rejects.toMatchObject({
      data: { httpStatus: 401 },
    });

    expect((await asSeller.reviews.forOrder.query({ id: orderId })).canReply).toBe(true);
    expect((await asSeller.reviews.reply.mutate({ id: written.id, body: 'Thank you!' })).reply?.body).toBe(
      'Thank you!',
    );
    await expect(asSeller.reviews.reply.mutate({ id: written.id, body: 'Again' })).rejects.toMatchObject({
      data: { httpStatus: 409 },
    });
    await expect(asBuyer.reviews.reply.mutate({ id: written.id, body: 'Me too' })).rejects.toMatchObject({
      data: { httpStatus: 404 },
    });
    const page = await asBuyer.reviews.forSeller.query({ sellerId: seller.profile.id, limit: 5, offset: 0 });
    expect(page).toMatchObject({ total: 1, rating: { average: 4, count: 1 } });
    await expect(asBuyer.reviews.forSeller.query({ sellerId: 'nobody' })).rejects.toMatchObject({
      data: { httpStatus: 404 },
    });
  });

  it('limits how fast one account writes reviews and replies', async () => {
    const t = await createTestApp({ rateLimits: true });
    const seller = await sellerWithCatch(t, { qtyAvailable: 20 });
    const { review } = await orderOf(t, seller);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await review({ stars: (i % 5) + 1 })).status);
    expect(statuses.filter((s) => s === 201 || s === 200)).toHaveLength(10);
    const last = statuses.at(-1);
    expect(last).toBe(429);
    const refused = await review({ stars: 5 });
    expect((await json<{ message: string }>(refused)).message).toBe(
      'You are writing reviews too quickly. Please wait a few minutes.',
    );
  });
});
