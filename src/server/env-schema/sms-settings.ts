/**
 * Texts (docs/product/text-messages.md): Twilio's account, its sender, and another endpoint for its
 * API (a local fake in tests), as STRIPE_API_BASE does for Stripe.
 */
import { z } from 'zod';
import { emptyAsUndefined, optionalString } from './fields';

export const smsSettings = {
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_MESSAGING_SERVICE_SID: optionalString,
  TWILIO_API_BASE: z.preprocess(emptyAsUndefined, z.url().optional()),
};

type SmsEnv = { [K in keyof typeof smsSettings]?: z.output<(typeof smsSettings)[K]> };

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or, instead, a Messaging Service. */
  from: { number: string } | { messagingServiceSid: string };
  apiBase: string | undefined;
}

export interface SmsConfig {
  twilio: TwilioConfig | undefined;
  /**
   * The key inbound texts are signed with (X-Twilio-Signature): the auth token. Without Twilio in
   * development and tests a fixed local one, so tests sign their requests; in production none,
   * and every inbound text is refused.
   */
  webhookToken: string | undefined;
}

/** The token local development signs inbound test texts with; never accepted in production. */
export const LOCAL_SMS_WEBHOOK_TOKEN = 'local-sms-webhook-token';

export function smsConfigFrom(env: SmsEnv, production: boolean): SmsConfig {
  const from = env.TWILIO_MESSAGING_SERVICE_SID
    ? { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID }
    : env.TWILIO_FROM
      ? { number: env.TWILIO_FROM }
      : undefined;
  const twilio =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && from
      ? {
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from,
          apiBase: env.TWILIO_API_BASE,
        }
      : undefined;
  return {
    twilio,
    webhookToken: env.TWILIO_AUTH_TOKEN ?? (production ? undefined : LOCAL_SMS_WEBHOOK_TOKEN),
  };
}
