import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import twilio from 'twilio';
import { E2E_TWILIO_AUTH_TOKEN } from './global-setup';
import { e2eServer } from './server';

/**
 * Waits for the local fake of Twilio (global-setup.ts) to receive a text to `to` whose words match
 * `pattern`, and returns those words.
 */
export async function textSentTo(to: string, pattern: RegExp): Promise<string> {
  const dir = e2eServer().textDir;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir)) {
      const text = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; body: string };
      if (text.to === to && pattern.test(text.body)) return text.body;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no text matching ${pattern} reached ${to}`);
}

/**
 * Texts `body` to BayCatch from `from` as Twilio's webhook would, signed for the server's public
 * URL, and returns the words of its TwiML answer.
 */
export async function textToBayCatch(from: string, body: string): Promise<string> {
  const url = `${e2eServer().baseUrl}/api/sms/inbound`;
  const params = {
    From: from,
    To: '+14105550000',
    Body: body,
    MessageSid: `SM${crypto.randomUUID().replace(/-/g, '')}`,
  };
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(E2E_TWILIO_AUTH_TOKEN, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  if (res.status !== 200) throw new Error(`inbound text: ${res.status} ${await res.text()}`);
  return [...(await res.text()).matchAll(/<Message>([^<]*)<\/Message>/g)].map((match) => match[1]).join('\n');
}
