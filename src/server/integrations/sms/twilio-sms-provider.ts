/**
 * Twilio's Messages API through its official library. TWILIO_API_BASE sends its requests to another
 * Twilio-compatible endpoint (a local fake in tests) with a RequestClient that rewrites the origin,
 * as STRIPE_API_BASE does for Stripe.
 */
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { TwilioConfig } from '../../env-schema/sms-settings';
import type { SmsProvider } from './sms-provider';

/** Keeps each request's path and query; only the scheme, host and port become the base's. */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super();
  }
  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const uri = new URL(options.uri);
    uri.protocol = this.base.protocol;
    uri.host = this.base.host;
    return super.request<TData>({ ...options, uri: uri.toString() });
  }
}

export function createTwilioSmsProvider(config: TwilioConfig): SmsProvider {
  const client = twilio(config.accountSid, config.authToken, {
    ...(config.apiBase && { httpClient: new RebasedRequestClient(new URL(config.apiBase)) }),
  });
  return {
    async send({ to, body }) {
      const message = await client.messages.create({
        to,
        body,
        ...('number' in config.from
          ? { from: config.from.number }
          : { messagingServiceSid: config.from.messagingServiceSid }),
      });
      return { status: 'sent', providerId: message.sid };
    },
  };
}
