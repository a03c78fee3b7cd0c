/**
 * Pickup reminders (docs/product/notifications.md, Reminders): the buyer the evening before, or two
 * hours before a pickup booked after that evening; the seller the evening before with the next
 * day's count. Each is sent once, however often the sweep runs.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import {
  type Client,
  datedPickupsApp,
  notificationsOf,
  placeOrder,
  setStatus,
  signedInBuyer,
} from './order-helpers';

const FRIDAY_6PM = new Date('2026-11-27T23:00:00Z');
const FRIDAY_7PM = new Date('2026-11-28T00:00:00Z');
const SATURDAY_5AM = new Date('2026-11-28T10:00:00Z');

async function placeFor(client: Client, catchId: string, qty: number) {
  const placed = await placeOrder(client, catchId, qty, 'cash', '2026-11-28');
  return placed.orders[0]!.id;
}

const reminders = async (t: TestApp, userId: string) =>
  (await notificationsOf(t.db, userId)).filter((note) => note.type === 'pickup_reminder');

describe('pickup reminders', () => {
  it('tell the buyer the evening before and the seller how many pickups the morning holds, once', async () => {
    const { t, clock, seller } = await datedPickupsApp();
    const early = await signedInBuyer(t);
    const orderId = await placeFor(early.client, seller.listing.id, 2);
    const cancelled = await signedInBuyer(t);
    const gone = await placeFor(cancelled.client, seller.listing.id, 1);
    expect((await setStatus(cancelled.client, gone, 'cancelled')).status).toBe(200);

    expect(await t.services.orders.sendPickupReminders()).toEqual({ buyers: 0, sellers: 0 });

    clock.now = FRIDAY_6PM;
    expect(await t.services.orders.sendPickupReminders()).toEqual({ buyers: 1, sellers: 1 });
    const [buyerNote] = await reminders(t, early.user.id);
    expect(buyerNote).toMatchObject({ title: 'Pickup Tomorrow', data: { orderId } });
    expect(buyerNote!.message).toMatch(/pickup Sat Nov 28, 7:00-11:00 AM at .+\. Bring your pickup pass\.$/);
    expect(
      t.mails.some((mail) => mail.to === early.user.email && mail.subject === 'BayCatch: Pickup Tomorrow'),
    ).toBe(true);
    expect(await reminders(t, cancelled.user.id)).toEqual([]);
    const [sellerNote] = await reminders(t, seller.user.id);
    expect(sellerNote).toMatchObject({
      title: "Tomorrow's Pickups",
      message: 'Tomorrow: 1 pickup: 1 at Sat Nov 28, 7:00-11:00 AM.',
    });

    // The sweep again, a minute later: nothing new.
    clock.now = new Date(FRIDAY_6PM.getTime() + 60_000);
    expect(await t.services.orders.sendPickupReminders()).toEqual({ buyers: 0, sellers: 0 });
    expect(await reminders(t, early.user.id)).toHaveLength(1);
  });

  it('give an order booked after that evening its reminder two hours before the pickup', async () => {
    const { t, clock, seller } = await datedPickupsApp();
    clock.now = FRIDAY_7PM;
    const late = await signedInBuyer(t);
    await placeFor(late.client, seller.listing.id, 1);
    expect((await t.services.orders.sendPickupReminders()).buyers).toBe(0);

    clock.now = SATURDAY_5AM;
    expect((await t.services.orders.sendPickupReminders()).buyers).toBe(1);
    expect((await reminders(t, late.user.id)).map((note) => note.title)).toEqual(['Pickup Soon']);
    // Past the start of the pickup nothing more is sent.
    clock.now = new Date('2026-11-28T12:30:00Z');
    expect((await t.services.orders.sendPickupReminders()).buyers).toBe(0);
  });
});
