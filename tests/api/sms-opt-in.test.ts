/** A buyer's mobile number: code texted, confirmed, choices saved, removed; and every refusal. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { phoneCodes, smsOptOuts, users } from '../../src/server/db/tables';
import type { AccountDto } from '../../src/shared/account.schema';
import { smsMessages } from '../../src/shared/messages/sms';
import type { SmsSettingsDto } from '../../src/shared/sms.schema';
import type { UserDto } from '../../src/shared/user.dto';
import { createTestApp } from '../helpers/test-app';
import { confirmPhone, lastCodeTo, textsTo } from '../helpers/texts';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { del, json, patch, sellerWithCatch, signedInBuyer } from './order-helpers';

const NUMBER = '+14105551234';

async function errorOf(res: Response) {
  return (await res.json()) as { message: string; errors?: Record<string, string[]> };
}

describe('adding a mobile number', () => {
  it('texts a code, confirms the number with it, and shows it to its owner as confirmed', async () => {
    const t = await createTestApp();
    const { client } = await signedInBuyer(t);
    const sent = await client.post('/api/account/phone', { phone: '(410) 555-1234' });
    expect(sent.status).toBe(202);
    const pending = await json<SmsSettingsDto>(sent);
    expect(pending).toMatchObject({ phone: null, phoneVerified: false, pendingPhone: NUMBER });
    expect(pending.message).toBe(smsMessages.codeSent('(410) 555-1234'));
    const [text] = await textsTo(t.db, NUMBER);
    expect(text).toMatchObject({ kind: 'code' });
    expect(text!.body).toMatch(/^BayCatch: your code is \d{6}\. .*Reply STOP to stop$/);
    // Only the code's hash is kept.
    const row = first(await t.db.select().from(phoneCodes));
    expect(row!.codeHash).not.toContain(await lastCodeTo(t.db, NUMBER));

    const verified = await client.post('/api/account/phone/verify', { code: await lastCodeTo(t.db, NUMBER) });
    expect(verified.status).toBe(200);
    expect(await json<SmsSettingsDto>(verified)).toMatchObject({
      phone: NUMBER,
      phoneVerified: true,
      pendingPhone: null,
      message: smsMessages.verified,
    });
    expect(await json<UserDto>(await client.get('/api/auth/user'))).toMatchObject({
      phone: NUMBER,
      phoneVerified: true,
    });
    expect(await json<AccountDto>(await client.get('/api/account'))).toMatchObject({
      phone: NUMBER,
      phoneVerified: true,
      smsPrefs: { ready: true, moved: true, short: true, waitlist: true, standing: true },
    });
  });

  it('refuses what is not a mobile number, with the reason under the field', async () => {
    const t = await createTestApp();
    const { client } = await signedInBuyer(t);
    for (const phone of ['12345', '(800) 555-1234', 'call me', '']) {
      const res = await client.post('/api/account/phone', { phone });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).errors?.phone).toEqual([smsMessages.phoneInvalid]);
    }
    expect(await textsTo(t.db, NUMBER)).toEqual([]);
  });

  it('refuses a number that replied STOP', async () => {
    const t = await createTestApp();
    const { client } = await signedInBuyer(t);
    await t.db.insert(smsOptOuts).values({ phone: NUMBER });
    const res = await client.post('/api/account/phone', { phone: '410-555-1234' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(smsMessages.phoneStopped);
  });

  it('refuses a wrong code, and any code after five wrong tries', async () => {
    const t = await createTestApp();
    const { client } = await signedInBuyer(t);
    await client.post('/api/account/phone', { phone: NUMBER });
    const right = await lastCodeTo(t.db, NUMBER);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await client.post('/api/account/phone/verify', { code: wrong });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(i < 5 ? smsMessages.codeWrong : smsMessages.codeTooManyTries);
    }
    const late = await client.post('/api/account/phone/verify', { code: right });
    expect((await errorOf(late)).message).toBe(smsMessages.codeTooManyTries);
    // A new code starts afresh.
    await client.post('/api/account/phone', { phone: NUMBER });
    const res = await client.post('/api/account/phone/verify', { code: await lastCodeTo(t.db, NUMBER) });
    expect(res.status).toBe(200);
  });

  it('refuses a code after 10 minutes, and a code never asked for', async () => {
    let clock = new Date('2026-11-28T15:00:00Z');
    const t = await createTestApp({}, { now: () => clock });
    const { client } = await signedInBuyer(t);
    const none = await client.post('/api/account/phone/verify', { code: '123456' });
    expect((await errorOf(none)).message).toBe(smsMessages.codeNone);
    await client.post('/api/account/phone', { phone: NUMBER });
    clock = new Date(clock.getTime() + 10 * 60_000 + 1);
    const res = await client.post('/api/account/phone/verify', { code: await lastCodeTo(t.db, NUMBER) });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(smsMessages.codeExpired);
  });

  it('refuses a code that is not 6 digits', async () => {
    const t = await createTestApp();
    const { client } = await signedInBuyer(t);
    const res = await client.post('/api/account/phone/verify', { code: '12a456' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).errors?.code).toEqual([smsMessages.codeInvalid]);
  });

  it('limits how many codes one person can ask for', async () => {
    const t = await createTestApp({ rateLimits: true });
    const { client } = await signedInBuyer(t);
    for (let i = 0; i < 3; i++)
      expect((await client.post('/api/account/phone', { phone: NUMBER })).status).toBe(202);
    const res = await client.post('/api/account/phone', { phone: NUMBER });
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toBe(smsMessages.tooManyCodes);
    expect((await textsTo(t.db, NUMBER)).length).toBe(3);
  });

  it('needs a signed-in person', async () => {
    const t = await createTestApp();
    const res = await t.app.request('http://localhost/api/account/phone', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: NUMBER }),
    });
    expect(res.status).toBe(401);
  });
});

describe('a confirmed number', () => {
  async function confirmed() {
    const t = await createTestApp();
    const buyer = await signedInBuyer(t);
    await buyer.client.post('/api/account/phone', { phone: NUMBER });
    await buyer.client.post('/api/account/phone/verify', { code: await lastCodeTo(t.db, NUMBER) });
    return { t, ...buyer };
  }

  it('keeps the choices of what to text, the ones left out unchanged', async () => {
    const { client } = await confirmed();
    const res = await patch(client, '/api/account/sms', { short: false, waitlist: false });
    expect(res.status).toBe(200);
    expect((await json<SmsSettingsDto>(res)).smsPrefs).toEqual({
      ready: true,
      moved: true,
      short: false,
      waitlist: false,
      standing: true,
      reminders: true,
      orders: true,
    });
    expect((await patch(client, '/api/account/sms', { ready: 'yes' })).status).toBe(400);
    expect((await patch(client, '/api/account/sms', { sms: true })).status).toBe(400);
  });

  it('is removed with DELETE, and is no longer confirmed once changed in the profile', async () => {
    const { t, client, user } = await confirmed();
    await patch(client, '/api/account', { phone: '(443) 555-0000' });
    const row = first(await t.db.select().from(users).where(eq(users.id, user.id)))!;
    expect(row.phoneVerifiedAt).toBeNull();
    const removed = await json<SmsSettingsDto>(await del(client, '/api/account/phone'));
    expect(removed).toMatchObject({ phone: null, phoneVerified: false, message: smsMessages.removed });
  });

  it("is on a seller's own profile, as on their current user", async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t);
    await confirmPhone(t.db, seller.client, NUMBER);
    const me = await json<UserDto>(await seller.client.get('/api/auth/user'));
    expect(me.crabberProfile).toMatchObject({ phone: NUMBER, phoneVerified: true });
    const { client: trpc } = createTrpcTestClient(t.app, { cookie: seller.client.cookie });
    expect(await trpc.sellers.mine.query()).toMatchObject({ phone: NUMBER, phoneVerified: true });
  });

  it('works the same over tRPC', async () => {
    const t = await createTestApp();
    const { client } = await signedInBuyer(t);
    const { client: trpc } = createTrpcTestClient(t.app, { cookie: client.cookie });
    await trpc.sms.sendCode.mutate({ phone: '410 555 1234' });
    const done = await trpc.sms.verify.mutate({ code: await lastCodeTo(t.db, NUMBER) });
    expect(done.phoneVerified).toBe(true);
    expect((await trpc.sms.savePrefs.mutate({ ready: false })).smsPrefs.ready).toBe(false);
  });
});
