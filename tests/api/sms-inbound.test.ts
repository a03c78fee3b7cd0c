/** Texts sent to BayCatch: signature, keywords, one answer per MessageSid, a limit per number. */
import { describe, expect, it } from 'vitest';
import { smsInbound, smsOptOuts } from '../../src/server/db/tables';
import { smsTexts } from '../../src/shared/messages/sms';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInbound, textsTo } from '../helpers/texts';

const NUMBER = '+14105551234';
let sid = 0;
const inbound = (body: string, from = NUMBER) => ({
  From: from,
  To: '+14105550000',
  Body: body,
  MessageSid: `SM${String(++sid).padStart(32, '0')}`,
});

async function post(
  t: TestApp,
  params: Record<string, string>,
  options?: Parameters<typeof signedInbound>[1],
) {
  return t.app.request('http://localhost/api/sms/inbound', signedInbound(params, options), {
    incoming: { socket: { remoteAddress: '198.51.100.4' } },
  });
}

const twiml = (reply: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${reply.replace(/'/g, '&apos;')}</Message></Response>`;

describe('texts sent to BayCatch', () => {
  it('refuses an unsigned or mis-signed request with 403 and changes nothing', async () => {
    const t = await createTestApp();
    const params = inbound('STOP');
    const unsigned = await t.app.request('http://localhost/api/sms/inbound', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    expect(unsigned.status).toBe(403);
    expect((await post(t, params, { token: 'someone-elses-token' })).status).toBe(403);
    // Signed for another address than the public URL.
    expect((await post(t, params, { url: 'http://evil.test/api/sms/inbound' })).status).toBe(403);
    expect(await t.db.select().from(smsOptOuts)).toEqual([]);
    expect(await t.db.select().from(smsInbound)).toEqual([]);
  });

  it('takes a form post with no browser Origin, and one that claims another site: the signature decides', async () => {
    const t = await createTestApp();
    const params = inbound('HELP');
    const request = signedInbound(params);
    const res = await t.app.request('http://localhost/api/sms/inbound', {
      ...request,
      headers: { ...request.headers, origin: 'https://api.twilio.com' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/xml');
  });

  it('stops every text to the number on STOP and its synonyms, confirming once', async () => {
    const t = await createTestApp();
    const first = await post(t, inbound(' stop '));
    expect(await first.text()).toBe(twiml(smsTexts.stopped));
    expect(await t.db.select().from(smsOptOuts)).toEqual([expect.objectContaining({ phone: NUMBER })]);
    for (const word of ['STOPALL', 'Unsubscribe', 'CANCEL', 'END', 'QUIT']) {
      const again = await post(t, inbound(word));
      expect(await again.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    }
    // Nothing is queued to a stopped number.
    await t.services.smsOutbox.enqueue({ to: NUMBER, body: 'x', kind: 'ready' });
    expect((await textsTo(t.db, NUMBER)).map((text) => text.status)).toEqual(['suppressed']);
  });

  it('turns texts back on with START and answers HELP with the support contact', async () => {
    const t = await createTestApp();
    await post(t, inbound('STOP'));
    expect(await (await post(t, inbound('start'))).text()).toBe(twiml(smsTexts.started));
    expect(await t.db.select().from(smsOptOuts)).toEqual([]);
    const help = await (await post(t, inbound('HELP'))).text();
    expect(help).toContain('support@baycatch.test');
    expect(help).toContain('Reply STOP to stop');
  });

  it('answers a retried MessageSid with the same reply and no second effect', async () => {
    const t = await createTestApp();
    const stop = inbound('STOP');
    const once = await (await post(t, stop)).text();
    await post(t, inbound('START'));
    const replay = await post(t, stop);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe(once);
    // The replayed STOP did not stop the number again.
    expect(await t.db.select().from(smsOptOuts)).toEqual([]);
  });

  it('gives anything else one short reply a day', async () => {
    const t = await createTestApp();
    expect(await (await post(t, inbound('Are the crabs big today?'))).text()).toBe(twiml(smsTexts.unknown));
    expect(await (await post(t, inbound('hello?'))).text()).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response/>',
    );
    expect(await (await post(t, inbound('hi', '+14435550000'))).text()).toBe(twiml(smsTexts.unknown));
  });

  it('limits how often one number is answered', async () => {
    const t = await createTestApp({ rateLimits: true });
    for (let i = 0; i < 10; i++) expect((await post(t, inbound('HELP'))).status).toBe(200);
    expect((await post(t, inbound('HELP'))).status).toBe(429);
    expect((await post(t, inbound('HELP', '+14435550000'))).status).toBe(200);
  });

  it('refuses a signed request without the fields of a text', async () => {
    const t = await createTestApp();
    expect((await post(t, { Body: 'STOP' })).status).toBe(400);
  });
});
