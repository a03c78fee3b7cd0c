/**
 * Texts to sellers who confirmed a number (kind `orders`): new orders, grouped when several come
 * within NEW_ORDER_GROUP_MINUTES, cancellations and messages; and pickup reminders by text
 * (kind `reminders`) to buyers and sellers.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { smsOutbox } from '../../src/server/db/tables';
import { sellerAlertSmsTexts } from '../../src/shared/messages/sms';
import type { PlacedOrdersDto } from '../../src/shared/order.schema';
import { NEW_ORDER_GROUP_MINUTES } from '../../src/shared/push.schema';
import type { TestApp } from '../helpers/test-app';
import { confirmPhone, textsTo } from '../helpers/texts';
import {
  type Client,
  datedPickupsApp,
  json,
  patch,
  SATURDAY,
  setStatus,
  signedInBuyer,
} from './order-helpers';

const SELLER_PHONE = '+14105550111';
const BUYER_PHONE = '+14105550222';
const MINUTE = 60_000;
const FRIDAY_6PM = new Date('2026-11-27T23:00:00Z');

async function order(client: Client, catchId: string) {
  await client.post('/api/cart', {
    catchId,
    qty: 1,
    selectedPickupWindow: SATURDAY,
    pickupDate: '2026-11-28',
  });
  return (await json<PlacedOrdersDto>(await client.post('/api/orders', { paymentMethod: 'cash' })))
    .orders[0]!;
}

/** The outbox sends the text at once (the local provider logs it): it was not held back. */
async function expectSentAtOnce(t: TestApp, id: string) {
  await vi.waitFor(async () => {
    await t.services.smsOutbox.dispatch();
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(row!.status).toBe('logged');
  });
}

async function sellerWithPhone() {
  const app = await datedPickupsApp({ qtyAvailable: 30 });
  await confirmPhone(app.t.db, app.seller.client, SELLER_PHONE);
  return app;
}

const sellerTexts = async (t: Awaited<ReturnType<typeof sellerWithPhone>>['t']) =>
  (await textsTo(t.db, SELLER_PHONE)).filter((text) => text.kind === 'orders');

describe('texts to a seller about their orders', () => {
  it('texts the first new order at once, and the next ones within the minutes as one text after them', async () => {
    const { t, clock, seller } = await sellerWithPhone();
    const buyers = [await signedInBuyer(t), await signedInBuyer(t), await signedInBuyer(t)];
    const start = clock.now;

    await order(buyers[0]!.client, seller.listing.id);
    const [first] = await sellerTexts(t);
    expect(first!.body).toMatch(
      /^BayCatch: .+ reserved 1 dozen .+ Order #\w{8}\. Payment in cash at pickup\. Reply STOP to stop$/,
    );
    await expectSentAtOnce(t, first!.id);

    clock.now = new Date(start.getTime() + 2 * MINUTE);
    await order(buyers[1]!.client, seller.listing.id);
    clock.now = new Date(start.getTime() + 3 * MINUTE);
    await order(buyers[2]!.client, seller.listing.id);
    const [, grouped, ...more] = await sellerTexts(t);
    expect(grouped!.status).toBe('queued');
    expect(more).toEqual([]);
    expect(grouped!.body).toBe(sellerAlertSmsTexts.newOrders(3, NEW_ORDER_GROUP_MINUTES));
    expect(grouped!.nextAttemptAt.getTime()).toBe(start.getTime() + NEW_ORDER_GROUP_MINUTES * MINUTE);

    // Past the group's minutes, a new order is a text of its own again, at once.
    clock.now = new Date(start.getTime() + 30 * MINUTE);
    await t.services.smsOutbox.dispatch();
    await order((await signedInBuyer(t)).client, seller.listing.id);
    const texts = await sellerTexts(t);
    expect(texts).toHaveLength(3);
    expect(texts[2]!.body).toContain('reserved 1 dozen');
    await expectSentAtOnce(t, texts[2]!.id);
  });

  it("texts a buyer's cancellation and message; nothing when the seller turned order texts off", async () => {
    const { t, seller } = await sellerWithPhone();
    const buyer = await signedInBuyer(t);
    const placed = await order(buyer.client, seller.listing.id);
    await buyer.client.post(`/api/orders/${placed.id}/messages`, { body: 'Can I come at 8?' });
    await setStatus(buyer.client, placed.id, 'cancelled');
    const bodies = (await sellerTexts(t)).map((text) => text.body);
    expect(bodies).toHaveLength(3);
    expect(bodies[1]).toContain('"Can I come at 8?"');
    expect(bodies[2]).toMatch(/cancel/i);

    const quiet = await sellerWithPhone();
    expect((await patch(quiet.seller.client, '/api/account/sms', { orders: false })).status).toBe(200);
    const other = await signedInBuyer(quiet.t);
    await order(other.client, quiet.seller.listing.id);
    expect(await sellerTexts(quiet.t)).toEqual([]);
  });
});

describe('pickup reminders by text', () => {
  it('texts the buyer and the seller the evening before, when they chose reminders', async () => {
    const { t, clock, seller } = await sellerWithPhone();
    const buyer = await signedInBuyer(t);
    await confirmPhone(t.db, buyer.client, BUYER_PHONE);
    await order(buyer.client, seller.listing.id);
    clock.now = FRIDAY_6PM;
    await t.services.orders.sendPickupReminders();
    const [buyerText] = (await textsTo(t.db, BUYER_PHONE)).filter((text) => text.kind === 'reminders');
    expect(buyerText!.body).toMatch(
      /^BayCatch: Your order .+ pickup Sat Nov 28, 7:00-11:00 AM .+Reply STOP to stop$/,
    );
    const [sellerText] = (await textsTo(t.db, SELLER_PHONE)).filter((text) => text.kind === 'reminders');
    expect(sellerText!.body).toBe(
      "BayCatch: tomorrow's pickups: 1 pickup: 1 at Sat Nov 28, 7:00-11:00 AM. Text LIST in the morning for the orders. Reply STOP to stop",
    );
  });

  it('sends no reminder text to a buyer who turned reminders off', async () => {
    const { t, clock, seller } = await sellerWithPhone();
    const buyer = await signedInBuyer(t);
    await confirmPhone(t.db, buyer.client, BUYER_PHONE);
    await patch(buyer.client, '/api/account/sms', { reminders: false });
    await order(buyer.client, seller.listing.id);
    clock.now = FRIDAY_6PM;
    await t.services.orders.sendPickupReminders();
    expect((await textsTo(t.db, BUYER_PHONE)).filter((text) => text.kind === 'reminders')).toEqual([]);
  });
});
