/** Reading the text outbox and posting signed inbound texts, as the provider would, in tests. */
import { asc, eq } from 'drizzle-orm';
import twilio from 'twilio';
import type { Db } from '../../src/server/db/client';
import { smsOutbox } from '../../src/server/db/tables';
import { LOCAL_SMS_WEBHOOK_TOKEN } from '../../src/server/env-schema/sms-settings';

/** Every text queued for a number, oldest first. */
export function textsTo(db: Db, phone: string) {
  return db.select().from(smsOutbox).where(eq(smsOutbox.to, phone)).orderBy(asc(smsOutbox.createdAt));
}

/** The 6-digit code of the newest code text to a number. */
export async function lastCodeTo(db: Db, phone: string): Promise<string> {
  const codes = (await textsTo(db, phone)).filter((text) => text.kind === 'code');
  const code = /\b(\d{6})\b/.exec(codes.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

/** The inbound webhook's form and its X-Twilio-Signature for the test apps' public URL. */
export function signedInbound(
  params: Record<string, string>,
  { token = LOCAL_SMS_WEBHOOK_TOKEN, url = 'http://localhost/api/sms/inbound' } = {},
) {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(token, url, params),
    },
    body: new URLSearchParams(params).toString(),
  };
}

/** Adds and confirms a mobile number for the signed-in client, as a buyer does on /account. */
export async function confirmPhone(
  db: Db,
  client: { post: (path: string, json?: unknown) => Promise<Response> },
  phone: string,
): Promise<void> {
  const sent = await client.post('/api/account/phone', { phone });
  if (sent.status !== 202) throw new Error(`send code: ${sent.status} ${await sent.text()}`);
  const confirmed = await client.post('/api/account/phone/verify', { code: await lastCodeTo(db, phone) });
  if (confirmed.status !== 200) throw new Error(`verify: ${confirmed.status} ${await confirmed.text()}`);
}
