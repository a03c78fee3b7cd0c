import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../helpers/factories';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';

describe('notifications', () => {
  let t: TestApp;
  let mine: { id: string; email: string };
  let theirs: { id: string; email: string };

  beforeEach(async () => {
    t = await createTestApp();
    mine = await createUser(t.db);
    theirs = await createUser(t.db);
    await t.services.notifications.notify({
      userId: mine.id,
      type: 'order_ready',
      title: 'Ready',
      message: 'Come get it',
    });
    await t.services.notifications.notify({
      userId: mine.id,
      type: 'order_status',
      title: 'Preparing',
      message: 'Soon',
    });
    await t.services.notifications.notify({
      userId: theirs.id,
      type: 'order_ready',
      title: 'Theirs',
      message: 'Not yours',
    });
  });

  it('needs a signed-in user', async () => {
    const anonymous = createClient(t.app);
    expect((await anonymous.get('/api/notifications')).status).toBe(401);
    expect((await anonymous.post('/api/notifications/read-all')).status).toBe(401);
  });

  it('lists only the caller’s own notifications with the unread count', async () => {
    const client = await signedInClient(t.app, mine.email);
    const body = (await (await client.get('/api/notifications')).json()) as {
      items: { title: string; isRead: boolean }[];
      unreadCount: number;
    };
    expect(body.unreadCount).toBe(2);
    expect(body.items.map((n) => n.title).sort()).toEqual(['Preparing', 'Ready']);
  });

  it('marks one read, refuses someone else’s as not found, and marks all read', async () => {
    const client = await signedInClient(t.app, mine.email);
    const other = await signedInClient(t.app, theirs.email);
    const theirList = (await (await other.get('/api/notifications')).json()) as { items: { id: string }[] };
    const foreign = await client.post(`/api/notifications/${theirList.items[0]?.id}/read`);
    expect(foreign.status).toBe(404);
    expect(
      ((await (await other.get('/api/notifications')).json()) as { unreadCount: number }).unreadCount,
    ).toBe(1);

    const list = (await (await client.get('/api/notifications')).json()) as { items: { id: string }[] };
    expect((await client.post(`/api/notifications/${list.items[0]?.id}/read`)).status).toBe(204);
    expect(
      ((await (await client.get('/api/notifications')).json()) as { unreadCount: number }).unreadCount,
    ).toBe(1);
    expect(await (await client.post('/api/notifications/read-all')).json()).toEqual({ updated: 1 });
    expect(
      ((await (await client.get('/api/notifications')).json()) as { unreadCount: number }).unreadCount,
    ).toBe(0);
    expect((await client.post('/api/notifications/not-a-uuid/read')).status).toBe(400);
  });
});
