/**
 * Where reviews meet moderation: a review can be reported into the admins' queue, and a review
 * whose author an admin suspended stays on the storefront, labelled.
 */
import { describe, expect, it } from 'vitest';
import type { ReportsPageDto } from '../../src/shared/moderation.schema';
import type { ReviewDto, SellerReviewsDto } from '../../src/shared/review.schema';
import { createUser, signedInClient } from '../helpers/factories';
import { datedPickupsApp, json, placeOrder, setStatus, signedInBuyer } from './order-helpers';

async function reviewedSeller() {
  const { t, seller } = await datedPickupsApp({ qtyAvailable: 10 });
  const admin = await createUser(t.db, { role: 'admin' });
  const adminClient = await signedInClient(t.app, admin.email);
  const author = await signedInBuyer(t);
  const [placed] = (await placeOrder(author.client, seller.listing.id, 1)).orders;
  await setStatus(seller.client, placed!.id, 'ready');
  await setStatus(seller.client, placed!.id, 'completed');
  const written = await author.client.post(`/api/orders/${placed!.id}/review`, {
    stars: 1,
    body: 'Call me instead: 410-555-0199, cheaper off the app',
  });
  expect(written.status).toBe(201);
  const review = await json<ReviewDto>(written);
  return { t, seller, admin, adminClient, author, review };
}

describe('reporting a review', () => {
  it('lands in the admin queue with the review and its author, and is refused twice', async () => {
    const { t, seller, adminClient, review } = await reviewedSeller();
    const reader = await signedInBuyer(t);
    const report = { targetType: 'review', targetId: review.id, reason: 'Steering buyers off BayCatch' };
    expect((await reader.client.post('/api/reports', report)).status).toBe(201);
    expect((await reader.client.post('/api/reports', report)).status).toBe(409);
    // The reviewed seller reports it too: it is about them.
    expect((await seller.client.post('/api/reports', { ...report, reason: 'Not a real order' })).status).toBe(
      201,
    );

    const queue = await json<ReportsPageDto>(await adminClient.get('/api/admin/reports'));
    expect(queue.items.filter((item) => item.targetType === 'review')).toHaveLength(2);
    expect(queue.items[0]).toMatchObject({
      targetType: 'review',
      targetId: review.id,
      targetSummary: 'Call me instead: 410-555-0199, cheaper off the app',
      authorName: review.authorName,
    });
  });

  it("is refused (404) for a review nobody may read: a seller's whose approval was revoked", async () => {
    const { t, seller, adminClient, author, review } = await reviewedSeller();
    expect(
      (await adminClient.post(`/api/admin/sellers/${seller.profile.id}/revoke`, { reason: 'Licence lapsed' }))
        .status,
    ).toBe(200);
    const reader = await signedInBuyer(t);
    const report = { targetType: 'review', targetId: review.id, reason: 'Rude review' };
    expect((await reader.client.post('/api/reports', report)).status).toBe(404);
    // Its author and the seller still may.
    expect((await author.client.post('/api/reports', report)).status).toBe(201);
    expect((await seller.client.post('/api/reports', report)).status).toBe(201);
  });
});

describe('a suspended author', () => {
  it("keeps their review on the storefront, labelled 'suspended', and restored it reads as before", async () => {
    const { t, seller, adminClient, author, review } = await reviewedSeller();
    const reader = await signedInBuyer(t);
    const statusOf = async () =>
      (await json<SellerReviewsDto>(await reader.client.get(`/api/sellers/${seller.profile.id}/reviews`)))
        .items[0]?.authorStatus;

    expect(await statusOf()).toBe('active');
    await adminClient.post(`/api/admin/users/${author.user.id}/suspend`, { reason: 'Spam reviews' });
    const page = await json<SellerReviewsDto>(
      await reader.client.get(`/api/sellers/${seller.profile.id}/reviews`),
    );
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: review.id,
      authorName: review.authorName,
      authorStatus: 'suspended',
    });
    expect(page.rating).toEqual({ average: 1, count: 1 });

    await adminClient.post(`/api/admin/users/${author.user.id}/restore`, { reason: 'Cleared' });
    expect(await statusOf()).toBe('active');
  });
});
