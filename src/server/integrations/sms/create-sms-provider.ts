import type { SmsConfig } from '../../env-schema/sms-settings';
import type { Logger } from '../../lib/logger';
import { createLocalSmsProvider } from './local-sms-provider';
import type { SmsProvider } from './sms-provider';
import { createTwilioSmsProvider } from './twilio-sms-provider';

export function createSmsProvider(config: SmsConfig, logger: Logger): SmsProvider {
  return config.twilio ? createTwilioSmsProvider(config.twilio) : createLocalSmsProvider(logger);
}
