/**
 * Recalls (docs/product/traceability.md, Recalls): an admin reads every order line of one lot and
 * tells all its buyers at once, in-app and by e-mail, recorded in the activity list.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crabberProfiles } from '../../src/server/db/tables';
import type { LotDto } from '../../src/shared/lot-recall';
import type { ModerationActionsPageDto } from '../../src/shared/moderation.dto';
import { createUser, signedInClient } from '../helpers/factories';
import { mailsInOutbox } from '../helpers/outbox';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  json,
  notificationsOf,
  placeOrder,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
} from './order-helpers';

const LOT = 'DOB-20261120-01';

/** One lot bought by two buyers (one of them twice, one order cancelled), and an admin. */
async function soldLot(t: TestApp) {
  const seller = await sellerWithCatch(t, {
    title: 'Jumbo Males',
    harvestDate: new Date('2026-11-20T14:00:00Z'),
    harvestLocation: 'Herring Bay',
  });
  await t.db
    .update(crabberProfiles)
    .set({ displayName: 'Dobbins Crab Co.' })
    .where(eq(crabberProfiles.id, seller.profile.id));
  const first = await signedInBuyer(t);
  const second = await signedInBuyer(t);
  const a = await placeOrder(first.client, seller.listing.id, 2);
  const b = await placeOrder(first.client, seller.listing.id, 1);
  expect((await setStatus(first.client, b.id, 'cancelled')).status).toBe(200);
  const c = await placeOrder(second.client, seller.listing.id, 3);
  const admin = await signedInClient(t.app, (await createUser(t.db, { role: 'admin' })).email);
  return { seller, first, second, admin, orderIds: [a.id, b.id, c.id] };
}

describe('admin lot look-up', () => {
  it('answers the lot with its harvest facts and every order line, whatever its status', async () => {
    const t = await createTestApp();
    const { seller, first, admin, orderIds } = await soldLot(t);
    const res = await admin.get(`/api/admin/lots/${LOT.toLowerCase()}`);
    expect(res.status).toBe(200);
    const lot = await json<LotDto>(res);
    expect(lot).toMatchObject({
      lotCode: LOT,
      listing: { id: seller.listing.id, title: 'Jumbo Males' },
      seller: { id: seller.profile.id, name: 'Dobbins Crab Co.' },
      harvestedOn: '2026-11-20',
      harvestLocation: 'Herring Bay',
    });
    expect(lot.lines.map((line) => [line.orderId, line.qty, line.status])).toEqual([
      [orderIds[0], 2, 'confirmed'],
      [orderIds[1], 1, 'cancelled'],
      [orderIds[2], 3, 'confirmed'],
    ]);
    expect(lot.lines[0]).toMatchObject({ buyerEmail: first.user.email });
    expect(lot.lines[0]!.pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const trpc = createTrpcTestClient(t.app, { cookie: admin.cookie }).client;
    expect(await trpc.traceability.lot.query({ lotCode: LOT })).toEqual(lot);
  });

  it('refuses an unknown lot 404, a buyer or seller 403 and a stranger 401', async () => {
    const t = await createTestApp();
    const { seller, first, admin } = await soldLot(t);
    expect((await admin.get('/api/admin/lots/DOB-20261120-99')).status).toBe(404);
    expect((await admin.post('/api/admin/lots/DOB-20261120-99/notify', { message: 'Hi' })).status).toBe(404);
    for (const client of [first.client, seller.client]) {
      expect((await client.get(`/api/admin/lots/${LOT}`)).status).toBe(403);
      expect((await client.post(`/api/admin/lots/${LOT}/notify`, { message: 'Hi' })).status).toBe(403);
    }
    expect((await t.app.request(`/api/admin/lots/${LOT}`)).status).toBe(401);
  });
});

describe('recall notice', () => {
  it('tells each buyer of the lot once, in-app and by e-mail, and records it in the activity list', async () => {
    const t = await createTestApp();
    const { first, second, admin } = await soldLot(t);
    const message = 'Return or discard: possible temperature abuse in transport.';
    const res = await admin.post(`/api/admin/lots/${LOT}/notify`, { message });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ notified: 2 });
    for (const buyer of [first, second]) {
      const told = (await notificationsOf(t.db, buyer.user.id)).filter((n) => n.type === 'lot_notice');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: `Notice about lot ${LOT}`, message });
      await mailsInOutbox(t, { to: buyer.user.email, subject: `BayCatch: Notice about lot ${LOT}` });
    }
    const activity = await json<ModerationActionsPageDto>(await admin.get('/api/admin/moderation-actions'));
    expect(activity.items[0]).toMatchObject({ action: 'lot_buyers_notified', targetLabel: LOT });
  });

  it('refuses an empty or too long message 400', async () => {
    const t = await createTestApp();
    const { admin } = await soldLot(t);
    for (const message of ['', '   ', 'x'.repeat(1001), 12]) {
      expect((await admin.post(`/api/admin/lots/${LOT}/notify`, { message })).status).toBe(400);
    }
  });
});
