import { TRPCClientError } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { contactMessages, emailOutbox } from '../../src/server/db/tables';
import { rateLimitPolicies } from '../../src/server/http/rate-limit-policies';
import type { AppRouter } from '../../src/server/trpc/root.router';
import { CONTACT_MESSAGE_MAX, type ContactMessageInput } from '../../src/shared/contact.schema';
import { type LocalSmtp, startLocalSmtp } from '../helpers/local-smtp';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { newAccount, UUID } from './auth-helpers';

const validMessage: ContactMessageInput = {
  firstName: 'Ada',
  lastName: 'Waterman',
  email: 'Ada@Example.test',
  phone: '(410) 555-0199',
  userType: 'customer',
  subject: 'order-issue',
  message: 'My order for a dozen #1 males was marked ready but the seller was not at Deale Harbor.',
};
const TOO_MANY = {
  message: 'You have sent several messages in a short time. Please wait before sending another.',
};

/** Both tables, oldest first. */
async function rows(testApp: TestApp) {
  return {
    messages: await testApp.db.select().from(contactMessages).orderBy(contactMessages.createdAt),
    emails: await testApp.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt),
  };
}

describe('POST /api/contact', () => {
  it('stores the message, e-mails it to support and answers 201 with its id', async () => {
    const testApp = await createTestApp({ supportEmail: 'help@baycatch.test' });
    const res = await createClient(testApp.app).post('/api/contact', validMessage);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string };
    expect(Object.keys(body)).toEqual(['id']);
    expect(body.id).toMatch(UUID);

    const { messages, emails } = await rows(testApp);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      id: body.id,
      userId: null,
      firstName: 'Ada',
      lastName: 'Waterman',
      email: 'ada@example.test',
      phone: '(410) 555-0199',
      userType: 'customer',
      subject: 'order-issue',
      message: validMessage.message,
    });
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(messages[0]?.emailOutboxId).toBe(email.id);
    expect(email.to).toBe('help@baycatch.test');
    expect(email.subject).toBe('[Contact] Problem with an order: Ada Waterman');
    expect(email.text).toContain('From:     Ada Waterman <ada@example.test>');
    expect(email.text).toContain('Phone:    (410) 555-0199');
    expect(email.text).toContain('Who:      Customer (I buy seafood)');
    expect(email.text).toContain('Account:  not signed in');
    expect(email.text).toContain(`Ref:      ${body.id}`);
    expect(email.text).toContain(validMessage.message);
    expect(email.status).toBe('logged');
  });

  it('accepts a message without a phone number and trims what was typed', async () => {
    const testApp = await createTestApp();
    const { phone: _phone, ...withoutPhone } = validMessage;
    const res = await createClient(testApp.app).post('/api/contact', {
      ...withoutPhone,
      firstName: '  Ada \n Mae ',
      message: `  ${validMessage.message}  `,
    });
    expect(res.status).toBe(201);
    const stored = (await rows(testApp)).messages[0];
    expect(stored?.phone).toBeNull();
    expect(stored?.firstName).toBe('Ada Mae');
    expect(stored?.message).toBe(validMessage.message);
    expect((await rows(testApp)).emails[0]?.text).toContain('Phone:    not given');
    expect((await rows(testApp)).emails[0]?.subject).toBe(
      '[Contact] Problem with an order: Ada Mae Waterman',
    );

    const emptyPhone = await createClient(testApp.app).post('/api/contact', { ...validMessage, phone: '' });
    expect(emptyPhone.status).toBe(201);
    // Found by id: two messages within one millisecond have no order.
    const { id } = (await emptyPhone.json()) as { id: string };
    const second = (await rows(testApp)).messages.find((message) => message.id === id);
    expect(second?.phone).toBeNull();
  });

  it('links the message to the account of a signed-in sender', async () => {
    const testApp = await createTestApp();
    const client = createClient(testApp.app);
    const signUp = await client.post('/api/auth/register', newAccount());
    const user = (await signUp.json()) as { id: string };
    expect((await client.post('/api/contact', validMessage)).status).toBe(201);
    expect((await rows(testApp)).messages[0]?.userId).toBe(user.id);
    expect((await rows(testApp)).emails.at(-1)?.text).toContain(`Account:  signed in (user ${user.id})`);
  });

  it('refuses a message with every field missing, naming each field, and stores nothing', async () => {
    const testApp = await createTestApp();
    const res = await createClient(testApp.app).post('/api/contact', {});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
      userType: ['Please tell us who you are'],
      subject: ['Please choose a subject'],
      message: ['Message is required'],
    });
    expect(body.message).toBe('firstName: First name is required');
    expect(await rows(testApp)).toEqual({ messages: [], emails: [] });
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['email', { email: '   ' }, 'Email is required'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['lastName', { lastName: 'x'.repeat(61) }, 'Last name must be at most 60 characters'],
    ['phone', { phone: 'call me maybe' }, 'Enter a valid phone number or leave it empty'],
    ['phone', { phone: '12345' }, 'Enter a valid phone number or leave it empty'],
    ['userType', { userType: 'admin' }, 'Please tell us who you are'],
    ['subject', { subject: 'refund-now' }, 'Please choose a subject'],
    ['subject', { subject: '' }, 'Please choose a subject'],
    ['message', { message: 'Help!' }, 'Message must be at least 10 characters'],
    [
      'message',
      { message: 'a'.repeat(CONTACT_MESSAGE_MAX + 1) },
      `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
    ],
  ])('refuses a bad %s (%j) with a field error', async (field, change, expected) => {
    const testApp = await createTestApp();
    const res = await createClient(testApp.app).post('/api/contact', { ...validMessage, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors).toEqual({ [field]: [expected] });
    expect(body.message).toBe(`${field}: ${expected}`);
    expect(await rows(testApp)).toEqual({ messages: [], emails: [] });
  });

  it('answers malformed JSON, a non-object body and an oversized body with 4xx, never 5xx', async () => {
    const testApp = await createTestApp();
    const client = createClient(testApp.app);
    const malformed = await client.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"firstName":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Malformed JSON body' });

    const list = await client.post('/api/contact', [validMessage]);
    expect(list.status).toBe(400);

    const huge = await client.post('/api/contact', { ...validMessage, message: 'a'.repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(await rows(testApp)).toEqual({ messages: [], emails: [] });
  });

  it('refuses a cross-site form post', async () => {
    const testApp = await createTestApp();
    const res = await createClient(testApp.app).request('/api/contact', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify(validMessage),
    });
    expect(res.status).toBe(403);
    expect(await rows(testApp)).toEqual({ messages: [], emails: [] });
  });
});

describe('contact rate limit', () => {
  const { points, durationSeconds } = rateLimitPolicies.contact.perAddress;

  it(`allows ${points} messages an hour from one address, then answers 429 with Retry-After`, async () => {
    const testApp = await createTestApp({ rateLimits: true });
    const client = createClient(testApp.app, { address: '192.0.2.30' });
    for (let i = 0; i < points; i++) {
      expect((await client.post('/api/contact', validMessage)).status).toBe(201);
    }
    const refused = await client.post('/api/contact', validMessage);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(TOO_MANY);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(durationSeconds);
    expect((await rows(testApp)).messages).toHaveLength(points);
    expect((await rows(testApp)).emails).toHaveLength(points);

    // Another address is not affected.
    const other = createClient(testApp.app, { address: '192.0.2.31' });
    expect((await other.post('/api/contact', validMessage)).status).toBe(201);
  });

  it('does not count refused bad input against the sender', async () => {
    const testApp = await createTestApp({ rateLimits: true });
    const client = createClient(testApp.app, { address: '192.0.2.32' });
    for (let i = 0; i < points + 2; i++) {
      expect((await client.post('/api/contact', { ...validMessage, email: 'nope' })).status).toBe(400);
    }
    expect((await client.post('/api/contact', validMessage)).status).toBe(201);
  });

  it('is off when RATE_LIMITS is off', async () => {
    const testApp = await createTestApp({ rateLimits: false });
    const client = createClient(testApp.app, { address: '192.0.2.33' });
    for (let i = 0; i < points + 1; i++) {
      expect((await client.post('/api/contact', validMessage)).status).toBe(201);
    }
  });
});

describe('contact over tRPC', () => {
  const trpcClient = (app: TestApp['app'], address: string) => createTrpcTestClient(app, { address });

  it('sends with the same rules: field errors for bad input, 429 with Retry-After over the limit', async () => {
    const testApp = await createTestApp({ rateLimits: true, supportEmail: 'help@baycatch.test' });
    const { client, last } = trpcClient(testApp.app, '192.0.2.40');

    expect(await client.contact.supportDetails.query()).toEqual({ email: 'help@baycatch.test' });

    const bad = await client.contact.send
      .mutate({ ...validMessage, email: 'nope', subject: 'x' as ContactMessageInput['subject'] })
      .catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(TRPCClientError);
    expect((bad as TRPCClientError<AppRouter>).data?.fieldErrors).toEqual({
      email: ['Enter a valid email address'],
      subject: ['Please choose a subject'],
    });
    expect(last().status).toBe(400);

    const sent = await client.contact.send.mutate(validMessage);
    expect(sent.id).toMatch(UUID);
    const stored = first(
      await testApp.db.select().from(contactMessages).where(eq(contactMessages.id, sent.id)),
    );
    expect(stored?.email).toBe('ada@example.test');

    for (let i = 1; i < rateLimitPolicies.contact.perAddress.points; i++) {
      await client.contact.send.mutate(validMessage);
    }
    const limited = await client.contact.send.mutate(validMessage).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(TRPCClientError);
    expect((limited as TRPCClientError<AppRouter>).message).toBe(TOO_MANY.message);
    expect(last().status).toBe(429);
    expect(Number(last().headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('contact e-mail over SMTP', () => {
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await startLocalSmtp();
  });
  afterAll(() => smtp.close());

  it('reaches support with Reply-To set to the sender', async () => {
    const testApp = await createTestApp({
      smtpUrl: smtp.url,
      supportEmail: 'help@baycatch.test',
    });
    const res = await createClient(testApp.app).post('/api/contact', validMessage);
    expect(res.status).toBe(201);
    const mail = smtp.received.at(-1)?.body ?? '';
    expect(mail).toMatch(/^To: help@baycatch\.test$/m);
    expect(mail).toMatch(/^Reply-To: ada@example\.test$/m);
    expect(mail).toContain('Subject: [Contact] Problem with an order: Ada Waterman');
    expect((await rows(testApp)).emails[0]?.status).toBe('sent');
  });
});

describe('support message retention', () => {
  it('deletes messages older than three years and keeps newer ones', async () => {
    const now = new Date('2025-01-01T12:00:00Z');
    const testApp = await createTestApp({}, { now: () => now });
    const client = createClient(testApp.app);
    const ages = { expired: '2022-01-01T11:00:00Z', kept: '2022-01-03T12:00:00Z' };
    const ids: Record<string, string> = {};
    for (const [label, createdAt] of Object.entries(ages)) {
      const res = await client.post('/api/contact', validMessage);
      ids[label] = ((await res.json()) as { id: string }).id;
      await testApp.db
        .update(contactMessages)
        .set({ createdAt: new Date(createdAt) })
        .where(eq(contactMessages.id, ids[label]!));
    }

    expect(await testApp.services.contact.pruneExpiredMessages()).toBe(1);
    expect((await rows(testApp)).messages.map((row) => row.id)).toEqual([ids.kept]);
  });
});
