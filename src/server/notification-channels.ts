/**
 * How BayCatch reaches people, wired once for every service: e-mail, text messages, Web Push, and
 * the in-app notifications that fan out to them (services.ts).
 */
import type { Agent } from 'node:https';
import type { Db } from './db/client';
import type { Config } from './env';
import { createNotificationsRepo } from './features/notifications/notifications.repo';
import { createNotificationsService } from './features/notifications/notifications.service';
import { createPushRepo } from './features/push/push.repo';
import { createPushService, vapidKeysFrom } from './features/push/push.service';
import { createPhoneCodesRepo } from './features/sms/phone-codes.repo';
import { createSmsOutbox } from './features/sms/sms-outbox';
import { createSmsOutboxRepo } from './features/sms/sms-outbox.repo';
import { createUserTexts } from './features/sms/user-texts';
import { createMailer, type Mailer } from './integrations/email/mailer';
import { createWebPushSender } from './integrations/push/push-sender';
import { createSmsProvider } from './integrations/sms/create-sms-provider';
import type { Logger } from './lib/logger';

export function createNotificationChannels({
  db,
  config,
  logger,
  now,
  pushAgent,
  wrapMailer,
}: {
  db: Db;
  config: Config;
  logger: Logger;
  now?: () => Date;
  pushAgent?: Agent;
  wrapMailer: (mailer: Mailer) => Mailer;
}) {
  const mailer = wrapMailer(
    createMailer({
      db,
      logger,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      production: config.nodeEnv === 'production',
    }),
  );
  const smsOutbox = createSmsOutbox({
    repo: createSmsOutboxRepo(db),
    provider: createSmsProvider(config.sms, logger, config.nodeEnv === 'production'),
    logger,
    quietHours: config.smsQuietHours,
    now,
  });
  const pushRepo = createPushRepo(db);
  const vapidKeys = vapidKeysFrom(pushRepo, config.vapid);
  const push = createPushService({
    repo: pushRepo,
    sender: createWebPushSender({
      keys: vapidKeys,
      subject: config.vapidSubject,
      agent: pushAgent,
      extraOrigins: config.pushExtraOrigins,
    }),
    pushExtraOrigins: config.pushExtraOrigins,
    vapidKeys,
    logger,
    now,
  });
  const phoneCodesRepo = createPhoneCodesRepo(db);
  const notifications = createNotificationsService({
    repo: createNotificationsRepo(db),
    mailer,
    push,
    texts: createUserTexts({ users: phoneCodesRepo, outbox: smsOutbox, now }),
    now,
  });
  return { mailer, smsOutbox, push, notifications };
}
