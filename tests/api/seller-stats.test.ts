import { beforeEach, describe, expect, it } from 'vitest';
import { disputes } from '../../src/server/db/tables';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { createClient, type TestApp } from '../helpers/test-app';
import { createSellerTestApp, insertListing, insertOrder, json } from './seller-helpers';

describe('seller dashboard figures', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let client: Awaited<ReturnType<typeof signedInClient>>;
  const now = new Date('2025-06-18T16:00:00Z');

  beforeEach(async () => {
    t = await createSellerTestApp({ now: () => now });
    seller = await createSeller(t.db);
    client = await signedInClient(t.app, seller.user.email);
  });

  it('counts completed item value as earnings, this month on Bay time', async () => {
    const buyer = await createUser(t.db);
    const crabs = await insertListing(t.db, seller.profile.id, { species: 'Blue Crab' });
    const order = (status: 'completed' | 'confirmed' | 'cancelled', qty: number, updatedAt: Date) =>
      insertOrder(t.db, {
        buyerId: buyer.id,
        crabberId: seller.profile.id,
        status,
        items: [{ catchId: crabs.id, species: 'Blue Crab', qty, unitPriceCents: 8500 }],
        updatedAt,
      });
    await order('completed', 2, new Date('2025-06-01T04:30:00Z')); // 00:30 on June 1st in Maryland
    await order('completed', 1, new Date('2025-06-01T03:30:00Z')); // still May 31st there
    await order('confirmed', 5, now);
    await order('cancelled', 5, now);
    // Another seller's sale is not ours.
    const other = await createSeller(t.db);
    await insertOrder(t.db, {
      buyerId: buyer.id,
      crabberId: other.profile.id,
      status: 'completed',
      items: [{ catchId: null, species: 'Oysters', qty: 1, unitPriceCents: 1000 }],
    });

    const res = await client.get('/api/crabber/earnings?period=month');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ totalEarnings: '255.00', periodEarnings: '170.00', period: 'month' });
    expect((await json(await client.get('/api/crabber/earnings'))).period).toBe('month');
    expect((await client.get('/api/crabber/earnings?period=decade')).status).toBe(400);
  });

  it('takes a lost card dispute off the earnings, in the period it was lost', async () => {
    const buyer = await createUser(t.db);
    const crabs = await insertListing(t.db, seller.profile.id, { species: 'Blue Crab' });
    const order = (qty: number, updatedAt: Date) =>
      insertOrder(t.db, {
        buyerId: buyer.id,
        crabberId: seller.profile.id,
        status: 'completed',
        items: [{ catchId: crabs.id, species: 'Blue Crab', qty, unitPriceCents: 8500 }],
        updatedAt,
      });
    const completedInMay = await order(1, new Date('2025-05-20T12:00:00Z'));
    const partlyLost = await order(2, new Date('2025-06-02T12:00:00Z'));
    const won = await order(1, new Date('2025-06-03T12:00:00Z'));
    const dispute = (orderId: string, status: 'lost' | 'won', amountCents: number, updatedAt: Date) =>
      t.db.insert(disputes).values({
        orderId,
        providerDisputeId: `dp_${orderId}`,
        status,
        reason: 'fraudulent',
        amountCents,
        evidenceDueBy: null,
        updatedAt,
      });
    // Completed in May, lost in June: June's earnings bear it.
    await dispute(completedInMay.id, 'lost', 8925, new Date('2025-06-05T12:00:00Z'));
    // Only part of the order was disputed, and lost in this month.
    await dispute(partlyLost.id, 'lost', 5000, new Date('2025-06-10T12:00:00Z'));
    await dispute(won.id, 'won', 8925, new Date('2025-06-12T12:00:00Z'));

    // 4 x 85.00 completed (3 of them in June); 85.00 (capped at the item value) and 50.00 lost in June.
    expect(await json(await client.get('/api/crabber/earnings?period=month'))).toEqual({
      totalEarnings: '205.00',
      periodEarnings: '120.00',
      period: 'month',
    });
    expect(await json(await client.get('/api/crabber/earnings?period=all'))).toMatchObject({
      totalEarnings: '205.00',
    });
  });

  it('reports analytics with the rounded completion rate and top five species', async () => {
    const buyer = await createUser(t.db);
    await insertListing(t.db, seller.profile.id);
    await insertListing(t.db, seller.profile.id, { isActive: false });
    await insertListing(t.db, seller.profile.id, { expiresAt: new Date(now.getTime() - 1000) });
    const species = ['Blue Crab', 'Oysters', 'Clams', 'Striped Bass', 'White Perch', 'Soft Shell'];
    for (const [index, name] of species.entries()) {
      await insertOrder(t.db, {
        buyerId: buyer.id,
        crabberId: seller.profile.id,
        status: 'completed',
        items: [{ catchId: null, species: name, qty: 1, unitPriceCents: 1000 * (index + 1) }],
      });
    }
    await insertOrder(t.db, {
      buyerId: buyer.id,
      crabberId: seller.profile.id,
      status: 'cancelled',
      items: [{ catchId: null, species: 'Blue Crab', qty: 1, unitPriceCents: 99_900 }],
    });
    await insertOrder(t.db, {
      buyerId: buyer.id,
      crabberId: seller.profile.id,
      status: 'ready',
      items: [{ catchId: null, species: 'Blue Crab', qty: 1, unitPriceCents: 99_900 }],
    });

    const analytics = await json(await client.get('/api/crabber/analytics'));
    expect(analytics).toMatchObject({
      activeListings: 1,
      completedOrders: 6,
      totalOrders: 8,
      averageOrderValue: '35.00',
      completionRate: 75,
    });
    expect(analytics.topSellingSpecies).toEqual([
      { species: 'Soft Shell', revenue: '60.00', count: 1 },
      { species: 'White Perch', revenue: '50.00', count: 1 },
      { species: 'Striped Bass', revenue: '40.00', count: 1 },
      { species: 'Clams', revenue: '30.00', count: 1 },
      { species: 'Oysters', revenue: '20.00', count: 1 },
    ]);
  });

  it('lists inventory with sold quantity, revenue and the low-stock flag', async () => {
    const buyer = await createUser(t.db);
    const plenty = await insertListing(t.db, seller.profile.id, {
      title: 'Plenty',
      qtyAvailable: 40,
      postedAt: new Date(now.getTime() - 1000),
    });
    const few = await insertListing(t.db, seller.profile.id, {
      title: 'Few',
      qtyAvailable: 3,
      unitPriceCents: 4000,
    });
    await insertOrder(t.db, {
      buyerId: buyer.id,
      crabberId: seller.profile.id,
      status: 'ready',
      items: [{ catchId: few.id, species: 'Blue Crab', qty: 2, unitPriceCents: 4000 }],
    });
    await insertOrder(t.db, {
      buyerId: buyer.id,
      crabberId: seller.profile.id,
      status: 'cancelled',
      items: [{ catchId: few.id, species: 'Blue Crab', qty: 7, unitPriceCents: 4000 }],
    });
    const inventory = await json<Record<string, unknown>[]>(await client.get('/api/crabber/inventory'));
    expect(inventory).toEqual([
      expect.objectContaining({
        id: few.id,
        title: 'Few',
        unitPrice: '40.00',
        qtyAvailable: 3,
        soldQuantity: 2,
        revenueGenerated: '80.00',
        lowStock: true,
      }),
      expect.objectContaining({
        id: plenty.id,
        qtyAvailable: 40,
        soldQuantity: 0,
        revenueGenerated: '0.00',
        lowStock: false,
      }),
    ]);
  });

  it('is for sellers only', async () => {
    const buyer = await signedInClient(t.app, (await createUser(t.db)).email);
    for (const path of [
      '/api/crabber/catches',
      '/api/crabber/earnings?period=month',
      '/api/crabber/analytics',
      '/api/crabber/inventory',
    ]) {
      const res = await buyer.get(path);
      expect(res.status, path).toBe(403);
      expect((await json(res)).message).toBe('Not a crabber');
      expect((await createClient(t.app).get(path)).status).toBe(401);
    }
    // A pending seller sees an empty dashboard rather than an error.
    const pending = await createSeller(t.db, { verificationStatus: 'pending' });
    const pendingClient = await signedInClient(t.app, pending.user.email);
    expect(await json(await pendingClient.get('/api/crabber/catches'))).toEqual([]);
    expect(await json(await pendingClient.get('/api/crabber/earnings?period=month'))).toEqual({
      totalEarnings: '0.00',
      periodEarnings: '0.00',
      period: 'month',
    });
  });
});
