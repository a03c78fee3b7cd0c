import type { SmsConfig } from '../../env-schema/sms-settings';
import type { Logger } from '../../lib/logger';
import { createLocalSmsProvider } from './local-sms-provider';
import type { SmsProvider } from './sms-provider';
import { createTwilioSmsProvider } from './twilio-sms-provider';

/** Without Twilio in production a text cannot leave: a failed attempt with that reason, never a log of its words. */
const unconfigured: SmsProvider = {
  send: () =>
    Promise.reject(new Error('no Twilio configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)')),
};

export function createSmsProvider(config: SmsConfig, logger: Logger, production: boolean): SmsProvider {
  if (config.twilio) return createTwilioSmsProvider(config.twilio);
  return production ? unconfigured : createLocalSmsProvider(logger);
}
