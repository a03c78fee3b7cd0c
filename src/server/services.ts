/** Wires repositories into services. Every router and REST shim reaches the rules through here. */
import type { Db } from './db/client';
import type { Config } from './env';
import { createAuthRepo } from './features/auth/auth.repo';
import { createAuthService } from './features/auth/auth.service';
import { createAuthRateLimits } from './features/auth/auth-rate-limits';
import { createCartRepo } from './features/cart/cart.repo';
import { createCartService } from './features/cart/cart.service';
import { createMailer } from './integrations/email/mailer';
import type { Logger } from './lib/logger';

export interface ServiceDeps {
  db: Db;
  config: Config;
  logger: Logger;
  now?: () => Date;
}

export function createServices({ db, config, logger, now }: ServiceDeps) {
  const mailer = createMailer({ db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  return {
    mailer,
    auth: createAuthService({
      repo: createAuthRepo(db),
      rateLimits: createAuthRateLimits(config.rateLimits),
      adminEmails: config.adminEmails,
      ...(now ? { now } : {}),
    }),
    cart: createCartService({ repo: createCartRepo(db) }),
  };
}
export type Services = ReturnType<typeof createServices>;
