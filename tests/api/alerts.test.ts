import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engine } from '../../src/server/db/client';
import {
  catchAlerts,
  emailOutbox,
  newCatchDeliveries,
  sellerFollows,
  users,
} from '../../src/server/db/tables';
import type { AlertDto, AlertsOverviewDto, UnsubscribeDto } from '../../src/shared/alert.schema';
import type { CatchDto } from '../../src/shared/catch.schema';
import { alertTexts } from '../../src/shared/messages/alert';
import { createSeller, createUser, FACTORY_PASSWORD, signedInClient } from '../helpers/factories';
import { type LocalSmtp, startLocalSmtp } from '../helpers/local-smtp';
import { shellfishTagIn } from '../helpers/shellfish-tag';
import { createClient, createTestApp } from '../helpers/test-app';
import { createPostgresDatabase } from '../helpers/test-database';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { del, json, notificationsOf } from './order-helpers';
import { validListing } from './seller-helpers';

const HOUR = 60 * 60 * 1000;
const crabsNearAnnapolis = { speciesGroup: 'Blue Crab', place: 'Annapolis, MD', miles: 25 };

/** An app on a movable clock, a Deale seller (as the demo's Dobbins Crab Co.) and a helper to post. */
async function alertsApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const clock = { now: new Date('2026-11-25T15:00:00Z') };
  const t = await createTestApp(overrides, { now: () => clock.now });
  const seller = await createSeller(t.db, { displayName: 'Dobbins Crab Co.' });
  const sellerClient = await signedInClient(t.app, seller.user.email);
  const post = async (values: Record<string, unknown> = {}) => {
    const res = await sellerClient.post('/api/catches', { ...validListing(), ...values });
    if (res.status !== 201) throw new Error(`posting failed: ${res.status} ${await res.text()}`);
    return json<CatchDto>(res);
  };
  const buyer = async ({ verified = true } = {}) => {
    const user = await createUser(t.db, verified ? { emailVerifiedAt: clock.now } : {});
    return { user, client: await signedInClient(t.app, user.email) };
  };
  const newCatchMailTo = async (email: string) =>
    (
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.createdAt)
    ).filter((mail) => mail.subject.startsWith('BayCatch:') && mail.text.includes('/unsubscribe?token='));
  const newCatchNotes = async (userId: string) =>
    (await notificationsOf(t.db, userId)).filter((note) => note.type === 'new_catch');
  return { t, clock, seller, sellerClient, post, buyer, newCatchMailTo, newCatchNotes };
}

describe('follows and alerts: the calls', () => {
  it('refuses every call without a session (401), REST and tRPC', async () => {
    const { t, seller } = await alertsApp();
    const anonymous = createClient(t.app);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/alerts'],
      ['POST', '/api/alerts', crabsNearAnnapolis],
      ['DELETE', '/api/alerts/any-id'],
      ['PUT', '/api/alerts/emails', { enabled: false }],
      ['GET', `/api/sellers/${seller.profile.id}/follow`],
      ['POST', `/api/sellers/${seller.profile.id}/follow`],
      ['DELETE', `/api/sellers/${seller.profile.id}/follow`],
    ];
    for (const [method, path, body] of calls) {
      const res = await anonymous.request(path, { method, ...(body === undefined ? {} : { json: body }) });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const { client } = createTrpcTestClient(t.app);
    await expect(client.alerts.list.query()).rejects.toMatchObject({ data: { httpStatus: 401 } });
    await expect(client.alerts.create.mutate(crabsNearAnnapolis as never)).rejects.toMatchObject({
      data: { httpStatus: 401 },
    });
    await expect(client.alerts.follow.mutate({ id: seller.profile.id })).rejects.toMatchObject({
      data: { httpStatus: 401 },
    });
  });

  it('saves an alert with the place geocoded, lists it, and deletes it; others get 404', async () => {
    const { buyer } = await alertsApp();
    const ann = await buyer();
    const other = await buyer();
    const created = await ann.client.post('/api/alerts', { ...crabsNearAnnapolis, prep: 'steamed' });
    expect(created.status).toBe(201);
    const alert = await json<AlertDto>(created);
    expect(alert).toMatchObject({ speciesGroup: 'Blue Crab', prep: 'steamed', miles: 25 });
    expect(alert.place).toMatch(/Annapolis/);
    expect(alert.lat).toBeCloseTo(38.98, 1);

    const overview = await json<AlertsOverviewDto>(await ann.client.get('/api/alerts'));
    expect(overview.alerts.map((a) => a.id)).toEqual([alert.id]);
    expect(overview).toMatchObject({ emailsEnabled: true, emailVerified: true, follows: [] });
    expect((await json<AlertsOverviewDto>(await other.client.get('/api/alerts'))).alerts).toEqual([]);

    expect((await del(other.client, `/api/alerts/${alert.id}`)).status).toBe(404);
    expect((await del(ann.client, '/api/alerts/no-such-alert')).status).toBe(404);
    expect((await del(ann.client, `/api/alerts/${alert.id}`)).status).toBe(204);
    expect((await del(ann.client, `/api/alerts/${alert.id}`)).status).toBe(404);
    expect((await json<AlertsOverviewDto>(await ann.client.get('/api/alerts'))).alerts).toEqual([]);
  });

  it('refuses an unknown place, distance, species or preparation with a clear 400', async () => {
    const { buyer, t } = await alertsApp();
    const { client } = await buyer();
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...crabsNearAnnapolis, place: 'Xyzzyville Nowhere' }, alertTexts.placeUnknown],
      [{ ...crabsNearAnnapolis, place: '   ' }, alertTexts.placeRequired],
      [{ ...crabsNearAnnapolis, miles: 7 }, alertTexts.milesInvalid],
      [{ ...crabsNearAnnapolis, miles: 'far' }, alertTexts.milesInvalid],
      [{ ...crabsNearAnnapolis, speciesGroup: 'Lobster' }, alertTexts.speciesRequired],
      [{ ...crabsNearAnnapolis, prep: 'fried' }, alertTexts.prepUnknown],
    ];
    for (const [body, message] of refusals) {
      const res = await client.post('/api/alerts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect(await t.db.select().from(catchAlerts)).toEqual([]);
  });

  it('keeps at most 20 alerts per person (409)', async () => {
    const { buyer } = await alertsApp();
    const { client } = await buyer();
    for (let i = 0; i < 20; i += 1) {
      expect((await client.post('/api/alerts', { ...crabsNearAnnapolis, place: '20778' })).status).toBe(201);
    }
    const refused = await client.post('/api/alerts', crabsNearAnnapolis);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(alertTexts.tooManyAlerts(20));
  });

  it('limits how fast one account creates alerts (429)', async () => {
    const { t, buyer } = await alertsApp({ rateLimits: true });
    const { client } = await buyer();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await client.post('/api/alerts', crabsNearAnnapolis)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The procedure counts against the same allowance.
    const { client: trpc } = createTrpcTestClient(t.app, { cookie: client.cookie, address: '203.0.113.7' });
    await expect(
      trpc.alerts.create.mutate({ speciesGroup: 'Oysters', place: 'Deale, MD', miles: 10 }),
    ).rejects.toMatchObject({ data: { httpStatus: 429 } });
  });

  it('follows and unfollows a storefront; unknown sellers are 404, one’s own is 400', async () => {
    const { t, seller, sellerClient, buyer } = await alertsApp();
    const { client } = await buyer();
    const path = `/api/sellers/${seller.profile.id}/follow`;
    expect(await json(await client.get(path))).toEqual({ crabberId: seller.profile.id, following: false });
    const followed = await client.post(path);
    expect(followed.status).toBe(200);
    expect(await json(followed)).toEqual({ crabberId: seller.profile.id, following: true });
    expect((await client.post(path)).status).toBe(200);
    const overview = await json<AlertsOverviewDto>(await client.get('/api/alerts'));
    expect(overview.follows).toMatchObject([
      { crabberId: seller.profile.id, displayName: 'Dobbins Crab Co.' },
    ]);

    expect(await json(await del(client, path))).toEqual({ crabberId: seller.profile.id, following: false });
    expect((await json<AlertsOverviewDto>(await client.get('/api/alerts'))).follows).toEqual([]);

    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await client.request('/api/sellers/no-such-seller/follow', { method });
      expect(res.status, method).toBe(404);
      expect((await res.json()).message).toBe(alertTexts.sellerNotFound);
    }
    const pending = await createSeller(t.db, { verificationStatus: 'pending' });
    expect((await client.post(`/api/sellers/${pending.profile.id}/follow`)).status).toBe(404);
    const own = await sellerClient.post(path);
    expect(own.status).toBe(400);
    expect((await own.json()).message).toBe(alertTexts.cannotFollowSelf);
  });

  it('puts follows and alerts in the data export, and forgets them when the account is deleted', async () => {
    const { t, seller, buyer } = await alertsApp();
    const { user, client } = await buyer();
    await client.post(`/api/sellers/${seller.profile.id}/follow`);
    await client.post('/api/alerts', crabsNearAnnapolis);
    const exported = await json<{ alerts: AlertsOverviewDto }>(await client.get('/api/account/export'));
    expect(exported.alerts.alerts).toMatchObject([{ speciesGroup: 'Blue Crab', miles: 25 }]);
    expect(exported.alerts.follows).toMatchObject([{ crabberId: seller.profile.id }]);
    const removed = await client.request('/api/account', {
      method: 'DELETE',
      json: { password: FACTORY_PASSWORD },
    });
    expect(removed.status).toBe(204);
    expect(await t.db.select().from(catchAlerts).where(eq(catchAlerts.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(sellerFollows).where(eq(sellerFollows.userId, user.id))).toEqual([]);
  });

  it('mirrors every call in tRPC', async () => {
    const { t, seller, buyer } = await alertsApp();
    const { user, client: rest } = await buyer();
    const { client } = createTrpcTestClient(t.app, { cookie: rest.cookie });
    const alert = await client.alerts.create.mutate({
      speciesGroup: 'Oysters',
      place: 'Deale, MD',
      miles: 10,
    });
    expect(alert).toMatchObject({ speciesGroup: 'Oysters', prep: null, miles: 10 });
    await expect(
      client.alerts.create.mutate({ speciesGroup: 'Oysters', place: 'Xyzzyville Nowhere', miles: 10 }),
    ).rejects.toMatchObject({ message: alertTexts.placeUnknown, data: { httpStatus: 400 } });
    expect(await client.alerts.follow.mutate({ id: seller.profile.id })).toEqual({
      crabberId: seller.profile.id,
      following: true,
    });
    expect(await client.alerts.followState.query({ id: seller.profile.id })).toMatchObject({
      following: true,
    });
    const overview = await client.alerts.list.query();
    expect(overview.alerts).toHaveLength(1);
    expect(overview.follows).toHaveLength(1);
    expect(await client.alerts.setEmails.mutate({ enabled: false })).toEqual({ emailsEnabled: false });
    expect((await client.alerts.list.query()).emailsEnabled).toBe(false);
    expect(await client.alerts.unfollow.mutate({ id: seller.profile.id })).toMatchObject({
      following: false,
    });
    await expect(client.alerts.unfollow.mutate({ id: 'nobody' })).rejects.toMatchObject({
      data: { httpStatus: 404 },
    });
    expect(await client.alerts.remove.mutate({ id: alert.id })).toBeNull();
    await expect(client.alerts.remove.mutate({ id: alert.id })).rejects.toMatchObject({
      data: { httpStatus: 404 },
    });

    const token = await t.services.alerts.unsubscribeToken(user.id);
    const anonymous = createTrpcTestClient(t.app).client;
    await client.alerts.setEmails.mutate({ enabled: true });
    expect(await anonymous.alerts.unsubscribeInfo.query({ token })).toMatchObject({ emailsEnabled: true });
    expect(await anonymous.alerts.unsubscribe.mutate({ token })).toMatchObject({ emailsEnabled: false });
    await expect(anonymous.alerts.unsubscribe.mutate({ token: `${token}x` })).rejects.toMatchObject({
      data: { httpStatus: 404 },
    });
  });
});

describe('new-catch alerts: who hears of a new listing', () => {
  it('tells followers and matching alert holders once each, never the seller, and not for other species', async () => {
    const { t, seller, sellerClient, post, buyer, newCatchNotes } = await alertsApp();
    const both = await buyer();
    await both.client.post(`/api/sellers/${seller.profile.id}/follow`);
    await both.client.post('/api/alerts', crabsNearAnnapolis);
    await both.client.post('/api/alerts', { ...crabsNearAnnapolis, prep: 'live' });
    const alertOnly = await buyer();
    await alertOnly.client.post('/api/alerts', crabsNearAnnapolis);
    const tooFar = await buyer();
    await tooFar.client.post('/api/alerts', { ...crabsNearAnnapolis, place: 'Baltimore, MD', miles: 10 });
    const wrongPrep = await buyer();
    await wrongPrep.client.post('/api/alerts', { ...crabsNearAnnapolis, prep: 'steamed' });
    // The seller's own alert does not tell them about their own listing.
    await sellerClient.post('/api/alerts', crabsNearAnnapolis);

    const crabs = await post();
    expect(await newCatchNotes(both.user.id)).toHaveLength(1);
    expect((await newCatchNotes(both.user.id))[0]).toMatchObject({
      title: alertTexts.notificationTitle,
      data: { catchId: crabs.id },
    });
    expect((await newCatchNotes(both.user.id))[0]?.message).toContain(
      'Dobbins Crab Co. posted Heavy #1 Jimmies',
    );
    expect(await newCatchNotes(alertOnly.user.id)).toHaveLength(1);
    expect(await newCatchNotes(tooFar.user.id)).toHaveLength(0);
    expect(await newCatchNotes(wrongPrep.user.id)).toHaveLength(0);
    expect(await newCatchNotes(seller.user.id)).toHaveLength(0);

    await post({
      title: 'Fat Oysters',
      species: 'Oysters',
      sizeMix: 'selects',
      unitType: 'bushel',
      harvestAreaCode: '137',
      shellfishTag: shellfishTagIn('137'),
    });
    // Oysters reach the follower (they follow the seller), not the crab alert holder.
    expect(await newCatchNotes(both.user.id)).toHaveLength(2);
    expect(await newCatchNotes(alertOnly.user.id)).toHaveLength(1);

    // The notification appears in the bell's list with the listing to open.
    const bell = await json<{ items: { type: string; data: { catchId?: string } }[] }>(
      await alertOnly.client.get('/api/notifications'),
    );
    expect(bell.items[0]).toMatchObject({ type: 'new_catch', data: { catchId: crabs.id } });
    expect(await t.db.select().from(newCatchDeliveries)).toHaveLength(3);
  });

  it('tells people when a hidden listing is made visible, once', async () => {
    const { sellerClient, post, buyer, newCatchNotes } = await alertsApp();
    const { user, client } = await buyer();
    await client.post('/api/alerts', crabsNearAnnapolis);
    const hidden = await post({ isActive: false });
    expect(await newCatchNotes(user.id)).toHaveLength(0);
    const patch = (isActive: boolean) =>
      sellerClient.request(`/api/catches/${hidden.id}`, { method: 'PATCH', json: { isActive } });
    expect((await patch(true)).status).toBe(200);
    expect(await newCatchNotes(user.id)).toHaveLength(1);
    await patch(false);
    await patch(true);
    expect(await newCatchNotes(user.id)).toHaveLength(1);
  });
});

describe('new-catch alerts and moderation', () => {
  it('tells nobody whose account an admin suspended, by notification or e-mail', async () => {
    const { t, seller, post, buyer, newCatchNotes, newCatchMailTo } = await alertsApp();
    const suspended = await buyer();
    await suspended.client.post(`/api/sellers/${seller.profile.id}/follow`);
    await suspended.client.post('/api/alerts', crabsNearAnnapolis);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    await post();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await newCatchNotes(suspended.user.id)).toHaveLength(0);
    expect(await newCatchMailTo(suspended.user.email)).toHaveLength(0);
  });
});

describe('new-catch e-mails', () => {
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
  });
  afterAll(() => smtp.close());

  it('mails confirmed addresses only, with List-Unsubscribe and one-click headers', async () => {
    const { t, post, buyer, newCatchMailTo, newCatchNotes } = await alertsApp({ smtpUrl: smtp.url });
    const confirmed = await buyer();
    const unconfirmed = await buyer({ verified: false });
    for (const person of [confirmed, unconfirmed])
      await person.client.post('/api/alerts', crabsNearAnnapolis);
    const crabs = await post();
    await t.services.alerts.dispatch();

    expect(await newCatchNotes(unconfirmed.user.id)).toHaveLength(1);
    expect(await newCatchMailTo(unconfirmed.user.email)).toHaveLength(0);
    const [mail] = await newCatchMailTo(confirmed.user.email);
    expect(mail?.subject).toBe('BayCatch: Dobbins Crab Co. posted Heavy #1 Jimmies');
    expect(mail?.text).toContain(`/catch/${crabs.id}`);

    const received = smtp.received.filter((m) => m.to.includes(confirmed.user.email));
    expect(received).toHaveLength(1);
    const body = received[0]?.body.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    const token = await t.services.alerts.unsubscribeToken(confirmed.user.id);
    expect(body).toContain(`List-Unsubscribe: <${t.config.publicUrl}/api/alerts/unsubscribe?token=${token}>`);
    expect(body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(smtp.received.some((m) => m.to.includes(unconfirmed.user.email))).toBe(false);
  });

  it('mails each person once when two app processes on one database dispatch at the same moment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baycatch-alerts-'));
    const database =
      engine === 'postgres'
        ? { postgresName: await createPostgresDatabase() }
        : { sqlitePath: join(dir, 'bay.sqlite') };
    const clock = { now: new Date('2026-11-25T15:00:00Z') };
    const first = await createTestApp({ smtpUrl: smtp.url }, { now: () => clock.now, ...database });
    const second = await createTestApp({ smtpUrl: smtp.url }, { now: () => clock.now, ...database });
    try {
      const seller = await createSeller(first.db, { displayName: 'Dobbins Crab Co.' });
      const sellerClient = await signedInClient(first.app, seller.user.email);
      const people = await Promise.all(
        [1, 2, 3].map(async () => {
          const user = await createUser(first.db, { emailVerifiedAt: clock.now });
          const client = await signedInClient(first.app, user.email);
          expect((await client.post('/api/alerts', crabsNearAnnapolis)).status).toBe(201);
          return user;
        }),
      );
      // The posting's own dispatch is held back (its timer never fires), so the two below race.
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const posted = await sellerClient.post('/api/catches', validListing());
      vi.useRealTimers();
      expect(posted.status).toBe(201);
      await Promise.all([first.services.alerts.dispatch(), second.services.alerts.dispatch()]);
      for (const person of people)
        expect(smtp.received.filter((mail) => mail.to.includes(person.email))).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends at most one e-mail an hour: what matches meanwhile goes out as one digest', async () => {
    const { t, clock, post, buyer, newCatchMailTo, newCatchNotes } = await alertsApp();
    const { user, client } = await buyer();
    await client.post('/api/alerts', crabsNearAnnapolis);
    await post({ title: 'Morning Jimmies' });
    await t.services.alerts.dispatch();
    expect(await newCatchMailTo(user.email)).toHaveLength(1);

    clock.now = new Date(clock.now.getTime() + 10 * 60 * 1000);
    await post({ title: 'Noon Jimmies' });
    clock.now = new Date(clock.now.getTime() + 10 * 60 * 1000);
    await post({ title: 'Afternoon Sooks', sizeMix: 'sooks' });
    await t.services.alerts.dispatch();
    expect(await newCatchNotes(user.id)).toHaveLength(3);
    expect(await newCatchMailTo(user.email)).toHaveLength(1);

    clock.now = new Date(clock.now.getTime() + 39 * 60 * 1000);
    await t.services.alerts.dispatch();
    expect(await newCatchMailTo(user.email)).toHaveLength(1);

    clock.now = new Date(clock.now.getTime() + HOUR);
    await t.services.alerts.dispatch();
    const mails = await newCatchMailTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('BayCatch: 2 new catches match your alerts');
    expect(mails[1]?.text).toContain('Noon Jimmies');
    expect(mails[1]?.text).toContain('Afternoon Sooks');
    expect(mails[1]?.text).not.toContain('Morning Jimmies');
    await t.services.alerts.dispatch();
    expect(await newCatchMailTo(user.email)).toHaveLength(2);
  });

  it('answers the posting before the e-mail is sent', async () => {
    const { t, post, buyer } = await alertsApp();
    const { client } = await buyer();
    await client.post('/api/alerts', crabsNearAnnapolis);
    let release: () => void = () => {};
    const sending: string[] = [];
    const original = t.services.mailer.send;
    t.services.mailer.send = async (email) => {
      sending.push(email.subject);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return original(email);
    };
    // The posting answers although the mail it started cannot be sent yet.
    const crabs = await post();
    expect(crabs.title).toBe('Heavy #1 Jimmies');
    const deadline = Date.now() + 2000;
    while (sending.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(sending).toEqual(['BayCatch: Dobbins Crab Co. posted Heavy #1 Jimmies']);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
    release();
    await t.services.alerts.dispatch();
    expect(await t.db.select().from(emailOutbox)).toHaveLength(1);
  });

  it('unsubscribes with the signed link, without sign-in; a tampered link changes nothing', async () => {
    const { t, post, buyer, newCatchMailTo, newCatchNotes } = await alertsApp();
    const { user, client } = await buyer();
    await client.post('/api/alerts', crabsNearAnnapolis);
    const token = await t.services.alerts.unsubscribeToken(user.id);
    const anonymous = createClient(t.app);

    const info = await anonymous.get(`/api/alerts/unsubscribe?token=${token}`);
    expect(info.status).toBe(200);
    expect(await json<UnsubscribeDto>(info)).toEqual({ email: 'p••••@factory.test', emailsEnabled: true });

    const forged = `${Buffer.from(user.id).toString('base64url')}.${'A'.repeat(43)}`;
    for (const bad of [forged, `${token}x`, 'nonsense']) {
      const res = await anonymous.post(`/api/alerts/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(404);
      expect((await res.json()).message).toBe(alertTexts.unsubscribeInvalid);
    }
    expect((await anonymous.post('/api/alerts/unsubscribe')).status).toBe(400);
    expect((await json<AlertsOverviewDto>(await client.get('/api/alerts'))).emailsEnabled).toBe(true);

    // A mail provider's one-click POST: form-encoded, no cookie, no Origin.
    const oneClick = await anonymous.request(`/api/alerts/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await json<UnsubscribeDto>(oneClick)).toMatchObject({ emailsEnabled: false });
    expect((await json<AlertsOverviewDto>(await client.get('/api/alerts'))).emailsEnabled).toBe(false);

    await post();
    await t.services.alerts.dispatch();
    expect(await newCatchNotes(user.id)).toHaveLength(1);
    expect(await newCatchMailTo(user.email)).toHaveLength(0);

    const on = await client.request('/api/alerts/emails', { method: 'PUT', json: { enabled: true } });
    expect(await json(on)).toEqual({ emailsEnabled: true });
    await post({ title: 'Evening Jimmies' });
    await t.services.alerts.dispatch();
    expect((await newCatchMailTo(user.email)).map((m) => m.subject)).toEqual([
      'BayCatch: Dobbins Crab Co. posted Evening Jimmies',
    ]);
  });
});
