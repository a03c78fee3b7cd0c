/** Development and tests: each text goes to the log; its outbox row (status `logged`) is the record. */
import type { Logger } from '../../lib/logger';
import type { SmsProvider } from './sms-provider';

export function createLocalSmsProvider(logger: Logger): SmsProvider {
  return {
    async send({ to, body }) {
      logger.info('text (no Twilio configured, kept in sms_outbox)', { to, body });
      return { status: 'logged', providerId: null };
    },
  };
}
