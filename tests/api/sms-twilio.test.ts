/** The Twilio provider through the official library, pointed at a local fake of Twilio's Messages API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwilioSmsProvider } from '../../src/server/integrations/sms/twilio-sms-provider';
import { startFakeTwilioApi } from '../helpers/fake-twilio-api';

let fake: Awaited<ReturnType<typeof startFakeTwilioApi>>;
beforeAll(async () => {
  fake = await startFakeTwilioApi();
});
afterAll(() => fake.close());

const base = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'secret-token' };

describe('Twilio SMS provider', () => {
  it('sends through the rebased endpoint from the configured number, with the account credentials', async () => {
    const provider = createTwilioSmsProvider({
      ...base,
      from: { number: '+14105550000' },
      apiBase: fake.url,
    });
    const sent = await provider.send({ to: '+14105551234', body: 'BayCatch: hi Reply STOP to stop' });
    expect(sent.status).toBe('sent');
    expect(sent.providerId).toMatch(/^SM\d{32}$/);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${base.accountSid}/Messages.json`);
    expect(request.form).toMatchObject({
      To: '+14105551234',
      From: '+14105550000',
      Body: 'BayCatch: hi Reply STOP to stop',
    });
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${base.accountSid}:secret-token`).toString('base64')}`,
    );
  });

  it('sends through a Messaging Service instead of a number when one is configured', async () => {
    const provider = createTwilioSmsProvider({
      ...base,
      from: { messagingServiceSid: 'MG0123456789abcdef0123456789abcdef' },
      apiBase: fake.url,
    });
    await provider.send({ to: '+14105551234', body: 'x' });
    expect(fake.requests.at(-1)!.form).toMatchObject({
      MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
    });
    expect(fake.requests.at(-1)!.form.From).toBeUndefined();
  });

  it("throws Twilio's reason when the API refuses the message", async () => {
    const provider = createTwilioSmsProvider({
      ...base,
      from: { number: '+14105550000' },
      apiBase: fake.url,
    });
    fake.failNext(1);
    await expect(provider.send({ to: '+1410', body: 'x' })).rejects.toThrow("The 'To' number is not valid.");
  });
});
