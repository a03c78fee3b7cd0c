import { describe, expect, it } from 'vitest';
import { rateLimitPolicies } from '../../src/server/http/rate-limit-policies';
import type { ModerationActionsPageDto, ReportDto, ReportsPageDto } from '../../src/shared/moderation.schema';
import type { OrderMessageDto } from '../../src/shared/order-message.schema';
import { createUser, signedInClient } from '../helpers/factories';
import { createClient, createTestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { createCatch, json, placeOrder, sellerWithCatch, signedInBuyer } from './order-helpers';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function world(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(overrides);
  const admin = await createUser(t.db, { role: 'admin' });
  const adminClient = await signedInClient(t.app, admin.email);
  const seller = await sellerWithCatch(t);
  const buyer = await signedInBuyer(t);
  const placed = await placeOrder(buyer.client, seller.listing.id, 1);
  const written = await seller.client.post(`/api/orders/${placed.id}/messages`, {
    body: 'Pay me double or no crabs',
  });
  const message = await json<OrderMessageDto>(written);
  return { t, admin, adminClient, seller, buyer, orderId: placed.id, message };
}

describe('reports', () => {
  it('lets a buyer report a message on their order; it lands in the admin queue, who dismisses it', async () => {
    const { admin, adminClient, seller, buyer, orderId, message } = await world();
    const res = await buyer.client.post('/api/reports', {
      targetType: 'message',
      targetId: message.id,
      reason: '  Asking for more money  ',
    });
    expect(res.status).toBe(201);
    const receipt = await json<{ id: string; status: string }>(res);
    expect(receipt).toMatchObject({ targetType: 'message', targetId: message.id, status: 'open' });

    const queue = await json<ReportsPageDto>(await adminClient.get('/api/admin/reports'));
    expect(queue.total).toBe(1);
    expect(queue.items[0]).toMatchObject({
      id: receipt.id,
      targetSummary: 'Pay me double or no crabs',
      orderId,
      authorName: seller.profile.displayName,
      reporterEmail: buyer.user.email,
      reason: 'Asking for more money',
      status: 'open',
    });

    const resolved = await adminClient.post(`/api/admin/reports/${receipt.id}/resolve`, {
      resolution: 'dismissed',
      note: 'A joke between regulars',
    });
    expect(resolved.status).toBe(200);
    expect(await json<ReportDto>(resolved)).toMatchObject({
      status: 'dismissed',
      resolvedByEmail: admin.email,
      resolutionNote: 'A joke between regulars',
    });
    expect((await json<ReportsPageDto>(await adminClient.get('/api/admin/reports'))).total).toBe(0);
    const dismissed = await json<ReportsPageDto>(
      await adminClient.get('/api/admin/reports?status=dismissed'),
    );
    expect(dismissed.items.map((r) => r.id)).toEqual([receipt.id]);
    expect((await json<ReportsPageDto>(await adminClient.get('/api/admin/reports?status=all'))).total).toBe(
      1,
    );
    const log = await json<ModerationActionsPageDto>(await adminClient.get('/api/admin/moderation-actions'));
    expect(log.items.map((a) => [a.action, a.targetId, a.reason])).toEqual([
      ['report_dismissed', receipt.id, 'A joke between regulars'],
    ]);
    expect(
      (await adminClient.post(`/api/admin/reports/${receipt.id}/resolve`, { resolution: 'actioned' })).status,
    ).toBe(409);
  });

  it('lets the seller report too, and a listing anyone signed in can view; one open report per person and target', async () => {
    const { t, adminClient, seller, buyer, message } = await world();
    const sellerReport = await seller.client.post('/api/reports', {
      targetType: 'message',
      targetId: message.id,
      reason: 'Wrong thread',
    });
    expect(sellerReport.status).toBe(201);
    const listing = { targetType: 'listing', targetId: seller.listing.id, reason: 'These are not jumbos' };
    expect((await buyer.client.post('/api/reports', listing)).status).toBe(201);
    const again = await buyer.client.post('/api/reports', listing);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'You already reported this. An admin will look at it.' });

    const queue = await json<ReportsPageDto>(await adminClient.get('/api/admin/reports'));
    const listingReport = queue.items.find((r) => r.targetType === 'listing');
    expect(listingReport).toMatchObject({ listingId: seller.listing.id, listingHidden: false });
    // Hide listing from the queue, then resolve it as actioned.
    await adminClient.post(`/api/admin/catches/${seller.listing.id}/hide`, { reason: 'Misleading size' });
    const trpc = createTrpcTestClient(t.app, { cookie: adminClient.cookie }).client;
    const done = await trpc.moderation.resolveReport.mutate({
      id: listingReport!.id,
      resolution: 'actioned',
    });
    expect(done).toMatchObject({ status: 'actioned', listingHidden: true });
    const open = await trpc.moderation.reports.query({});
    expect(open.items.map((r) => r.targetType)).toEqual(['message']);
    // A hidden listing is no longer the buyer's to see, so it cannot be reported again.
    expect((await buyer.client.post('/api/reports', listing)).status).toBe(404);
  });

  it('refuses what the reporter cannot see (404), bad input (400) and signed-out visitors (401)', async () => {
    const { t, seller, message } = await world();
    const stranger = await signedInBuyer(t);
    const cases: [unknown, number][] = [
      [{ targetType: 'message', targetId: message.id, reason: 'Not my order' }, 404],
      [{ targetType: 'listing', targetId: UNKNOWN, reason: 'No such listing' }, 404],
      [{ targetType: 'review', targetId: UNKNOWN, reason: 'No such review' }, 404],
      [
        {
          targetType: 'listing',
          targetId: (await createCatch(t.db, seller.profile.id, { isActive: false })).id,
          reason: 'Inactive',
        },
        404,
      ],
      [{ targetType: 'order', targetId: message.id, reason: 'Unknown type' }, 400],
      [{ targetType: 'listing', targetId: 'x', reason: 'Bad id' }, 400],
      [{ targetType: 'listing', targetId: seller.listing.id, reason: 'no' }, 400],
      [{ targetType: 'listing', targetId: seller.listing.id }, 400],
    ];
    for (const [body, status] of cases) {
      expect((await stranger.client.post('/api/reports', body)).status, JSON.stringify(body)).toBe(status);
    }
    const anonymous = createClient(t.app);
    expect(
      (
        await anonymous.post('/api/reports', {
          targetType: 'listing',
          targetId: seller.listing.id,
          reason: 'Spam',
        })
      ).status,
    ).toBe(401);
    const trpc = createTrpcTestClient(t.app, { cookie: stranger.client.cookie }).client;
    await expect(
      trpc.moderation.report.mutate({ targetType: 'message', targetId: message.id, reason: 'Not mine' }),
    ).rejects.toMatchObject({ data: { httpStatus: 404 } });
    await expect(trpc.moderation.reports.query({})).rejects.toMatchObject({ data: { httpStatus: 403 } });
  });

  it('limits reports per account (429), REST and tRPC together', async () => {
    const { t, seller, buyer } = await world({ rateLimits: true });
    const allowed = rateLimitPolicies.report.perAccount.points;
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    for (let i = 0; i < allowed; i++) {
      const listing = await createCatch(t.db, seller.profile.id);
      if (i % 2) {
        await trpc.moderation.report.mutate({
          targetType: 'listing',
          targetId: listing.id,
          reason: 'Looks off',
        });
      } else {
        const res = await buyer.client.post('/api/reports', {
          targetType: 'listing',
          targetId: listing.id,
          reason: 'Looks off',
        });
        expect(res.status).toBe(201);
      }
    }
    const refused = await buyer.client.post('/api/reports', {
      targetType: 'listing',
      targetId: seller.listing.id,
      reason: 'Looks off',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.json()).toMatchObject({
      message: 'You are sending reports too quickly. Please wait a while and try again.',
    });
  });
});
