import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crabberProfiles, orders } from '../../src/server/db/tables';
import { sellerMessages } from '../../src/shared/messages/seller';
import { MAX_ORDER_CUTOFF_HOURS, MAX_SLOT_CAPACITY } from '../../src/shared/pickup-slots';
import { createUser, signedInClient } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { type Client, datedPickupsApp, json, patch, SATURDAY, signedInBuyer } from './order-helpers';

function setUp() {
  return datedPickupsApp({ qtyAvailable: 50 });
}

async function setRules(
  t: TestApp,
  crabberId: string,
  rules: { orderCutoffHours?: number; slotCapacity?: number | null },
) {
  await t.db.update(crabberProfiles).set(rules).where(eq(crabberProfiles.id, crabberId));
}

const addSaturday = (client: Client, catchId: string) =>
  client.post('/api/cart', { catchId, qty: 1, selectedPickupWindow: SATURDAY, pickupDate: '2026-11-28' });

async function slotsOf(client: Client, catchId: string) {
  return (await json<{ pickupSlots: Record<string, unknown>[] }>(await client.get(`/api/catches/${catchId}`)))
    .pickupSlots;
}

describe("a seller's pickup rules", () => {
  it('are set on the profile and read back on the current user', async () => {
    const { seller } = await setUp();
    const res = await patch(seller.client, `/api/sellers/${seller.profile.id}`, {
      orderCutoffHours: 24,
      slotCapacity: 8,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ orderCutoffHours: 24, slotCapacity: 8 });
    const me = await json<{ crabberProfile: unknown }>(await seller.client.get('/api/auth/user'));
    expect(me.crabberProfile).toMatchObject({ orderCutoffHours: 24, slotCapacity: 8 });

    const cleared = await patch(seller.client, `/api/sellers/${seller.profile.id}`, { slotCapacity: null });
    expect(await cleared.json()).toMatchObject({ slotCapacity: null });
  });

  it('refuses values out of range, and another seller whatever the body', async () => {
    const { t, seller } = await setUp();
    const cutoff = sellerMessages.cutoffRange(MAX_ORDER_CUTOFF_HOURS);
    const capacity = sellerMessages.capacityRange(MAX_SLOT_CAPACITY);
    for (const [body, field, message] of [
      [{ orderCutoffHours: -1 }, 'orderCutoffHours', cutoff],
      [{ orderCutoffHours: 73 }, 'orderCutoffHours', cutoff],
      [{ orderCutoffHours: 1.5 }, 'orderCutoffHours', cutoff],
      [{ orderCutoffHours: '2' }, 'orderCutoffHours', cutoff],
      [{ slotCapacity: 0 }, 'slotCapacity', capacity],
      [{ slotCapacity: 101 }, 'slotCapacity', capacity],
    ] as const) {
      const res = await patch(seller.client, `/api/sellers/${seller.profile.id}`, body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors[field]).toEqual([message]);
    }
    const other = await createUser(t.db);
    const stranger = await signedInClient(t.app, other.email);
    const res = await patch(stranger, `/api/sellers/${seller.profile.id}`, { orderCutoffHours: -5 });
    expect(res.status).toBe(403);
  });
});

describe('the order cut-off', () => {
  it("closes a slot the seller's hours before it starts, on the catch page and in the cart", async () => {
    const { t, seller } = await setUp();
    // Saturday 07:00 less 72 hours is Wednesday 07:00: already past at 10:00.
    await setRules(t, seller.profile.id, { orderCutoffHours: 72 });
    const buyer = await signedInBuyer(t);
    const [saturday] = await slotsOf(buyer.client, seller.listing.id);
    expect(saturday).toMatchObject({ date: '2026-11-28', closed: true, reason: 'Orders closed' });
    const res = await addSaturday(buyer.client, seller.listing.id);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'Orders for Sat Nov 28, 7:00-11:00 AM closed 72 hours before pickup. Choose a later date',
    );
  });
});

describe('the slot capacity', () => {
  it('shows what is left, then Full, and refuses the cart and the checkout of a full slot', async () => {
    const { t, seller } = await setUp();
    await setRules(t, seller.profile.id, { slotCapacity: 1 });
    const first = await signedInBuyer(t);
    const second = await signedInBuyer(t);
    expect((await slotsOf(first.client, seller.listing.id))[0]).toMatchObject({ remaining: 1 });
    expect((await addSaturday(first.client, seller.listing.id)).status).toBe(201);
    // The second buyer put it in the cart before the slot filled up.
    expect((await addSaturday(second.client, seller.listing.id)).status).toBe(201);
    expect((await first.client.post('/api/orders', { paymentMethod: 'cash' })).status).toBe(201);

    expect((await slotsOf(second.client, seller.listing.id))[0]).toMatchObject({
      remaining: 0,
      closed: true,
      reason: 'Full',
    });
    const full = `The pickup Sat Nov 28, 7:00-11:00 AM with ${seller.profile.displayName} is full. Choose another date`;
    const checkout = await second.client.post('/api/orders', { paymentMethod: 'cash' });
    expect(checkout.status).toBe(409);
    expect((await checkout.json()).message).toBe(full);
    const third = await signedInBuyer(t);
    const add = await addSaturday(third.client, seller.listing.id);
    expect(add.status).toBe(409);
    expect((await add.json()).message).toBe(full);
  });

  it('a cancelled order gives its place back', async () => {
    const { t, seller } = await setUp();
    await setRules(t, seller.profile.id, { slotCapacity: 1 });
    const buyer = await signedInBuyer(t);
    await addSaturday(buyer.client, seller.listing.id);
    await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
    await t.db.update(orders).set({ status: 'cancelled' });
    expect((await slotsOf(buyer.client, seller.listing.id))[0]).toMatchObject({ remaining: 1 });
  });

  it('holds under concurrency: of 12 simultaneous checkouts for a slot of 3, exactly 3 succeed', async () => {
    const { t, seller } = await setUp();
    await setRules(t, seller.profile.id, { slotCapacity: 3 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => signedInBuyer(t)));
    for (const buyer of buyers) expect((await addSaturday(buyer.client, seller.listing.id)).status).toBe(201);
    const statuses = await Promise.all(
      buyers.map(async ({ client }) => (await client.post('/api/orders', { paymentMethod: 'cash' })).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await t.db.select().from(orders)).toHaveLength(3);
  });
});
