/** A seller runs the dock day by text: LIST, READY, LATE, WX then WX YES, on their own orders only. */
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/tables';
import { sellerSmsTexts, smsTexts } from '../../src/shared/messages/sms';
import type { PlacedOrdersDto } from '../../src/shared/order.schema';
import type { TestApp } from '../helpers/test-app';
import { confirmPhone, signedInbound, textsTo } from '../helpers/texts';
import {
  type Client,
  datedPickupsApp,
  json,
  orderOf,
  SATURDAY,
  sellerWithCatch,
  signedInBuyer,
  WEDNESDAY_MORNING,
} from './order-helpers';

const SELLER_PHONE = '+14105550101';
const BUYER_PHONE = '+14105550202';
/** Saturday 28 November 2026, 6:30 AM at the docks: the morning of the orders' pickup (7-11 AM). */
const SATURDAY_DAWN = new Date('2026-11-28T11:30:00Z');

let sid = 0;
/** Texts `body` to BayCatch from `from` and returns the messages of the TwiML answer. */
async function text(t: TestApp, body: string, from = SELLER_PHONE): Promise<string[]> {
  const params = {
    From: from,
    To: '+14105550000',
    Body: body,
    MessageSid: `SM${String(++sid).padStart(32, '0')}`,
  };
  const res = await t.app.request('http://localhost/api/sms/inbound', signedInbound(params));
  expect(res.status).toBe(200);
  const xml = await res.text();
  return [...xml.matchAll(/<Message>([^<]*)<\/Message>/g)].map((match) =>
    match[1]!
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
}

async function orderFor(client: Client, catchId: string, qty = 2) {
  await client.post('/api/cart', { catchId, qty, selectedPickupWindow: SATURDAY, pickupDate: '2026-11-28' });
  const placed = await json<PlacedOrdersDto>(await client.post('/api/orders', { paymentMethod: 'cash' }));
  return placed.orders[0]!;
}

/** A seller with a confirmed number and two buyers' cash orders for Saturday's pickup, on Saturday at dawn. */
async function dockDay({ withOtherSeller = false } = {}) {
  const app = await datedPickupsApp({ qtyAvailable: 30 });
  await confirmPhone(app.t.db, app.seller.client, SELLER_PHONE);
  const first = await signedInBuyer(app.t);
  await confirmPhone(app.t.db, first.client, BUYER_PHONE);
  const second = await signedInBuyer(app.t);
  const orderA = await orderFor(first.client, app.seller.listing.id);
  const orderB = await orderFor(second.client, app.seller.listing.id, 3);
  const other = withOtherSeller
    ? await sellerWithCatch(app.t, { pickupWindows: [SATURDAY], expiresAt: app.seller.listing.expiresAt })
    : null;
  const foreignOrder = other ? await orderFor(second.client, other.listing.id) : null;
  app.clock.now = SATURDAY_DAWN;
  return { ...app, first, second, orderA, orderB, other, foreignOrder };
}

const buyerTexts = async (t: TestApp) =>
  (await textsTo(t.db, BUYER_PHONE)).filter((sent) => sent.kind !== 'code');

describe('a seller running the dock day by text', () => {
  it("LIST answers today's pickups: time, buyer, items, cash or card, code", async () => {
    const { t, first, orderA, orderB } = await dockDay();
    const [reply, ...more] = await text(t, 'list');
    expect(more).toEqual([]);
    expect(reply).toMatch(/^BayCatch: today's pickups: 7:00 AM .+Reply STOP to stop$/);
    expect(reply).toContain(`2 dozen`);
    expect(reply).toContain(`cash, #${orderA.id.slice(-8).toUpperCase()}`);
    expect(reply).toContain(`#${orderB.id.slice(-8).toUpperCase()}`);
    expect(reply).toContain(`${first.user.firstName}:`);
  });

  it('LIST on a day with no orders says so', async () => {
    const { t, clock } = await dockDay();
    clock.now = new Date(WEDNESDAY_MORNING.getTime() + 24 * 3600_000);
    expect(await text(t, 'LIST')).toEqual([sellerSmsTexts.noPickups]);
  });

  it('READY marks every order of the next pickup ready and texts the buyer who opted in', async () => {
    const { t, seller, orderA, orderB } = await dockDay();
    const [reply] = await text(t, 'READY');
    expect(reply).toContain('marked ready and told the buyers');
    expect((await orderOf(seller.client, orderA.id)).status).toBe('ready');
    expect((await orderOf(seller.client, orderB.id)).status).toBe('ready');
    expect((await buyerTexts(t)).map((sent) => sent.kind)).toEqual(['ready']);
    // Nothing left to make ready.
    expect(await text(t, 'READY')).toEqual([sellerSmsTexts.readyNone]);
  });

  it("READY <code> marks only that order; a code that is not among the seller's changes nothing", async () => {
    const { t, seller, orderA, orderB, other, foreignOrder } = await dockDay({ withOtherSeller: true });
    const code = orderA.id.slice(-8).toUpperCase();
    expect((await text(t, `ready #${code.toLowerCase()}`))[0]).toContain(`#${code}`);
    expect((await orderOf(seller.client, orderA.id)).status).toBe('ready');
    expect((await orderOf(seller.client, orderB.id)).status).toBe('confirmed');

    // Another seller's order, by its own code, and a code that is nobody's.
    const foreignCode = foreignOrder!.id.slice(-8).toUpperCase();
    expect(await text(t, `READY ${foreignCode}`)).toEqual([sellerSmsTexts.readyNotYours(foreignCode)]);
    expect((await orderOf(other!.client, foreignOrder!.id)).status).toBe('confirmed');
    expect(await text(t, 'READY ZZZZ9999')).toEqual([sellerSmsTexts.readyNotYours('ZZZZ9999')]);
    // Already ready: the order's own rule says why not.
    const [again] = await text(t, `READY ${code}`);
    expect(again).toMatch(new RegExp(`^BayCatch: order #${code} was not marked ready: .+`));
  });

  it('LATE tells every buyer of the next pickup the new time; a bad number of minutes is explained', async () => {
    const { t, first, second } = await dockDay();
    expect(await text(t, 'LATE soon')).toEqual([sellerSmsTexts.lateInvalid]);
    expect(await text(t, 'LATE 500')).toEqual([sellerSmsTexts.lateInvalid]);
    const [reply] = await text(t, 'late 20');
    // The pickup starts at 7:00 AM; twenty minutes late is 7:20.
    expect(reply).toBe(sellerSmsTexts.lateDone(2, '7:20 AM'));
    const [late] = await buyerTexts(t);
    expect(late).toMatchObject({ kind: 'moved' });
    expect(late!.body).toContain('is running late for order');
    expect(late!.body).toContain('7:20 AM');
    for (const buyer of [first, second]) {
      const notices = await json<{ items: { title: string }[] }>(
        await buyer.client.get('/api/notifications'),
      );
      expect(notices.items.map((item) => item.title)).toContain('Running Late');
    }
  });

  it("WX asks first; WX YES within 10 minutes cancels today's pickups and tells every buyer", async () => {
    const { t, clock, seller, orderA, orderB } = await dockDay();
    expect(await text(t, 'WX YES')).toEqual([sellerSmsTexts.wxNotAsked]);
    expect(await text(t, 'wx')).toEqual([sellerSmsTexts.wxAsk(2)]);
    clock.now = new Date(SATURDAY_DAWN.getTime() + 11 * 60_000);
    expect(await text(t, 'WX YES')).toEqual([sellerSmsTexts.wxNotAsked]);
    expect((await orderOf(seller.client, orderA.id)).status).toBe('confirmed');

    // A person's texts are seconds apart at least.
    clock.now = new Date(clock.now.getTime() + 5_000);
    expect(await text(t, 'WX')).toEqual([sellerSmsTexts.wxAsk(2)]);
    clock.now = new Date(clock.now.getTime() + 30_000);
    expect(await text(t, 'wx yes')).toEqual([sellerSmsTexts.wxDone(2, 0)]);
    expect((await orderOf(seller.client, orderA.id)).status).toBe('cancelled');
    expect((await orderOf(seller.client, orderB.id)).status).toBe('cancelled');
    const [cancelled] = await buyerTexts(t);
    expect(cancelled!.body).toContain(sellerSmsTexts.wxReason);
    // Confirmed once: a second WX YES has nothing left to do.
    clock.now = new Date(clock.now.getTime() + 5_000);
    expect(await text(t, 'WX YES')).toEqual([sellerSmsTexts.noPickups]);
  });

  it("answers anything else with the commands, and a number that is no seller's with one polite reply", async () => {
    const { t } = await dockDay();
    expect(await text(t, 'what now?')).toEqual([sellerSmsTexts.help]);
    expect(await text(t, 'LIST', BUYER_PHONE)).toEqual([smsTexts.unknown]);
    expect(await text(t, 'READY', '+14105559999')).toEqual([smsTexts.unknown]);
    expect(await text(t, 'READY', '+14105559999')).toEqual([]);
    const statuses = await t.db.select({ status: orders.status }).from(orders);
    expect(statuses.every((row) => row.status === 'confirmed')).toBe(true);
  });

  it('a number added but not confirmed runs nothing', async () => {
    const { t, seller } = await dockDay();
    await seller.client.request('/api/account/phone', { method: 'DELETE' });
    expect(await text(t, 'READY')).toEqual([smsTexts.unknown]);
    const statuses = await t.db.select({ status: orders.status }).from(orders);
    expect(statuses.every((row) => row.status === 'confirmed')).toBe(true);
  });
});
