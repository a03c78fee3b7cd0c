/** Buyers' order news by text: only to a confirmed number, only the kinds chosen, never to a stopped one. */
import { describe, expect, it } from 'vitest';
import { smsOptOuts } from '../../src/server/db/tables';
import type { PlacedOrdersDto } from '../../src/shared/order.schema';
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
import { shortLines } from './sale-helpers';

const NUMBER = '+14105551234';

async function setUp({ confirm = true } = {}) {
  const app = await datedPickupsApp({ qtyAvailable: 20 });
  const buyer = await signedInBuyer(app.t);
  if (confirm) await confirmPhone(app.t.db, buyer.client, NUMBER);
  await buyer.client.post('/api/cart', {
    catchId: app.seller.listing.id,
    qty: 3,
    selectedPickupWindow: SATURDAY,
    pickupDate: '2026-11-28',
  });
  const order = await json<PlacedOrdersDto>(
    await buyer.client.post('/api/orders', { paymentMethod: 'cash' }),
  );
  return { ...app, buyer, order };
}

/** The texts to the buyer's number but the confirmation code. */
const orderTexts = async (t: Awaited<ReturnType<typeof setUp>>['t']) =>
  (await textsTo(t.db, NUMBER)).filter((text) => text.kind !== 'code');

const weatherOut = (client: Client, body: unknown) => client.post('/api/crabber/weather-out', body);

describe('texts to buyers about their orders', () => {
  it('texts "ready" when the seller marks the order ready', async () => {
    const { t, seller, order } = await setUp();
    expect(await orderTexts(t)).toEqual([]);
    expect((await setStatus(seller.client, order.id, 'ready')).status).toBe(200);
    const [text, ...more] = await orderTexts(t);
    expect(more).toEqual([]);
    expect(text).toMatchObject({ kind: 'ready', status: expect.stringMatching(/queued|logged/) });
    expect(text!.body).toMatch(/^BayCatch: your order .+ is ready\..*Reply STOP to stop$/);
  });

  it('texts when the seller cancels the order, but not when the buyer does', async () => {
    const { t, seller, order } = await setUp();
    await setStatus(seller.client, order.id, 'cancelled');
    expect((await orderTexts(t)).map((text) => text.kind)).toEqual(['moved']);
    expect((await orderTexts(t))[0]!.body).toContain('cancelled your order');

    const own = await setUp();
    await setStatus(own.buyer.client, own.order.id, 'cancelled');
    expect(await orderTexts(own.t)).toEqual([]);
  });

  it('texts when the seller weathers out the pickup, cancelling or moving it', async () => {
    const cancelled = await setUp();
    await weatherOut(cancelled.seller.client, {
      date: '2026-11-28',
      action: 'cancel',
      reason: 'Small craft advisory',
    });
    expect((await orderTexts(cancelled.t))[0]!.body).toContain('"Small craft advisory"');

    const moved = await setUp();
    const res = await weatherOut(moved.seller.client, {
      date: '2026-11-28',
      action: 'move',
      toSlotStart: '2026-12-01T18:00:00.000Z',
      reason: 'Fog',
    });
    expect(res.status).toBe(200);
    const [text] = await orderTexts(moved.t);
    expect(text).toMatchObject({ kind: 'moved' });
    expect(text!.body).toContain('moved the pickup of order');
    expect(text!.body).toContain(`/orders/${moved.order.id}`);
  });

  it('texts when the catch comes up short', async () => {
    const { t, seller, order } = await setUp();
    const res = await shortLines(seller.client, order.id, {
      lines: [{ itemId: order.items[0]!.id, qty: 2 }],
      reason: 'the boat came back light',
    });
    expect(res.status).toBe(200);
    const [text] = await orderTexts(t);
    expect(text).toMatchObject({ kind: 'short' });
    expect(text!.body).toContain('2 of your 3');
  });

  it('sends nothing to an unconfirmed number, or for a kind turned off', async () => {
    const unconfirmed = await setUp({ confirm: false });
    await patch(unconfirmed.buyer.client, '/api/account', { phone: NUMBER });
    await setStatus(unconfirmed.seller.client, unconfirmed.order.id, 'ready');
    expect(await orderTexts(unconfirmed.t)).toEqual([]);

    const off = await setUp();
    await patch(off.buyer.client, '/api/account/sms', { ready: false });
    await setStatus(off.seller.client, off.order.id, 'ready');
    expect(await orderTexts(off.t)).toEqual([]);
  });

  it('keeps a text to a number that said STOP as suppressed, never sent', async () => {
    const { t, seller, order } = await setUp();
    await t.db.insert(smsOptOuts).values({ phone: NUMBER });
    await setStatus(seller.client, order.id, 'ready');
    expect((await orderTexts(t)).map((text) => text.status)).toEqual(['suppressed']);
  });
});
