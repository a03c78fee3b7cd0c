import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../src/server/db/tables';
import type { OrderMessageDto, OrderThreadDto } from '../../src/shared/order-message.schema';
import { createTestApp } from '../helpers/test-app';
import {
  datedPickupsApp,
  json,
  notificationsOf,
  orderRow,
  placeOrder,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
} from './order-helpers';

const DAY = 24 * 60 * 60 * 1000;

async function orderWithBoth() {
  const { t, clock, seller } = await datedPickupsApp();
  const buyer = await signedInBuyer(t);
  const placed = await placeOrder(buyer.client, seller.listing.id, 1);
  const write = (client: typeof buyer.client, body: unknown) =>
    client.post(`/api/orders/${placed.id}/messages`, body);
  const thread = async (client: typeof buyer.client) =>
    json<OrderThreadDto>(await client.get(`/api/orders/${placed.id}/messages`));
  const confirm = async (userId: string) =>
    await t.db.update(users).set({ emailVerifiedAt: clock.now }).where(eq(users.id, userId));
  const mailTo = async (email: string) =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter((mail) =>
      mail.subject.includes('wrote about order'),
    );
  return { t, clock, seller, buyer, orderId: placed.id, write, thread, confirm, mailTo };
}

describe('messages on an order', () => {
  it('lets the buyer and the seller write to each other, oldest first, each told once per unread run', async () => {
    const { seller, buyer, orderId, write, thread, t, clock } = await orderWithBoth();
    // A minute between messages, so "oldest first" does not rest on how the engine breaks ties.
    const aMinuteLater = () => {
      clock.now = new Date(clock.now.getTime() + 60_000);
    };
    const asked = await write(buyer.client, { body: '  Can I come at 5:30?  ' });
    expect(asked.status).toBe(201);
    const message = await json<OrderMessageDto>(asked);
    expect(message).toMatchObject({
      orderId,
      senderRole: 'buyer',
      body: 'Can I come at 5:30?',
      mine: true,
      readAt: null,
    });
    aMinuteLater();
    expect((await write(buyer.client, { body: 'Or a little later' })).status).toBe(201);

    const sellerView = await thread(seller.client);
    expect(sellerView.canPost).toBe(true);
    expect(sellerView.closesAt).toBeNull();
    expect(sellerView.messages.map((m) => [m.body, m.mine, m.senderName])).toEqual([
      ['Can I come at 5:30?', false, `${buyer.user.firstName} ${buyer.user.lastName}`],
      ['Or a little later', false, `${buyer.user.firstName} ${buyer.user.lastName}`],
    ]);
    // The second message of an unread run does not notify again.
    expect(
      (await notificationsOf(t.db, seller.user.id)).filter((n) => n.type === 'order_message'),
    ).toHaveLength(1);

    expect((await json<{ count: number }>(await seller.client.get('/api/messages/unread-count'))).count).toBe(
      2,
    );
    expect((await seller.client.post(`/api/orders/${orderId}/messages/read`)).status).toBe(204);
    expect((await json<{ count: number }>(await seller.client.get('/api/messages/unread-count'))).count).toBe(
      0,
    );
    expect((await thread(buyer.client)).messages.every((m) => m.readAt !== null)).toBe(true);

    aMinuteLater();
    expect((await write(seller.client, { body: '5:30 is fine, see you at the dock' })).status).toBe(201);
    const buyerView = await thread(buyer.client);
    expect(buyerView.messages.at(-1)).toMatchObject({
      senderRole: 'seller',
      senderName: seller.profile.displayName,
      mine: false,
    });
    expect((await json<{ count: number }>(await buyer.client.get('/api/messages/unread-count'))).count).toBe(
      1,
    );
    const told = (await notificationsOf(t.db, buyer.user.id)).filter((n) => n.type === 'order_message');
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toEqual({ orderId });
  });

  it('e-mails a link back only to a confirmed address', async () => {
    const { seller, buyer, write, confirm, mailTo, orderId } = await orderWithBoth();
    await write(buyer.client, { body: 'Is the Saturday pickup still on?' });
    expect(await mailTo(seller.user.email)).toHaveLength(0);

    await seller.client.post(`/api/orders/${orderId}/messages/read`);
    await confirm(seller.user.id);
    await write(buyer.client, { body: 'Asking again, sorry' });
    const [mail] = await mailTo(seller.user.email);
    expect(mail?.subject).toContain('wrote about order');
    expect(mail?.text).toContain('Asking again, sorry');
    expect(mail?.text).toContain(`http://localhost/orders/${orderId}`);
  });

  it('keeps text as written: markup is stored and answered as plain text', async () => {
    const { buyer, write, thread } = await orderWithBoth();
    const body = '<script>alert(1)</script> & <b>bold</b>';
    expect((await write(buyer.client, { body })).status).toBe(201);
    expect((await thread(buyer.client)).messages[0]?.body).toBe(body);
  });

  it('refuses an empty or over-long message with a field error', async () => {
    const { buyer, write } = await orderWithBoth();
    for (const [body, message] of [
      ['   ', 'Write a message'],
      ['x'.repeat(1001), 'Messages are up to 1,000 characters'],
      [42, 'Write a message'],
    ] as const) {
      const res = await write(buyer.client, { body });
      expect(res.status).toBe(400);
      expect((await json<{ errors: Record<string, string[]> }>(res)).errors.body).toEqual([message]);
    }
    expect((await write(buyer.client, { body: 'x'.repeat(1000) })).status).toBe(201);
  });

  it('is nobody else’s: another buyer, another seller and a stranger get 404 before the body is read', async () => {
    const { t, orderId } = await orderWithBoth();
    const stranger = await signedInBuyer(t);
    const other = await sellerWithCatch(t);
    for (const client of [stranger.client, other.client]) {
      expect((await client.get(`/api/orders/${orderId}/messages`)).status).toBe(404);
      expect((await client.post(`/api/orders/${orderId}/messages`, { body: 42 })).status).toBe(404);
      expect((await client.post(`/api/orders/${orderId}/messages/read`)).status).toBe(404);
    }
    expect((await t.app.request(`/api/orders/${orderId}/messages`)).status).toBe(401);
  });

  it('closes writing 7 days after the order ended, and the thread stays readable', async () => {
    const { seller, buyer, write, thread, clock, orderId, t } = await orderWithBoth();
    await write(buyer.client, { body: 'Thanks!' });
    expect((await setStatus(seller.client, orderId, 'cancelled')).status).toBe(200);
    const ended = await thread(buyer.client);
    expect(ended.canPost).toBe(true);
    // Its last change is its ending.
    expect(new Date(ended.closesAt ?? '').getTime()).toBe(
      (await orderRow(t.db, orderId)).updatedAt.getTime() + 7 * DAY,
    );

    clock.now = new Date((await orderRow(t.db, orderId)).updatedAt.getTime() + 7 * DAY + 1000);
    const res = await write(seller.client, { body: 'Sorry about the weather' });
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(
      'Messages on this order closed 7 days after it ended',
    );
    const closed = await thread(buyer.client);
    expect(closed.canPost).toBe(false);
    expect(closed.messages.map((m) => m.body)).toEqual(['Thanks!']);
  });

  it('limits how fast one account writes', async () => {
    const t = await createTestApp({ rateLimits: true });
    const seller = await sellerWithCatch(t);
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, seller.listing.id, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (await buyer.client.post(`/api/orders/${placed.id}/messages`, { body: `Message ${i}` })).status,
      );
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});
