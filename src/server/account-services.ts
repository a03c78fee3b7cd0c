/** Accounts, wired once (services.ts): sign-in, e-mail verification, two-factor, passkeys, password reset. */
import type { Db } from './db/client';
import type { Config } from './env';
import { createAuthRepo } from './features/auth/auth.repo';
import { createAuthService } from './features/auth/auth.service';
import { createAuthRateLimits } from './features/auth/auth-rate-limits';
import { createEmailVerificationRepo } from './features/auth/email-verification.repo';
import { createEmailVerificationService } from './features/auth/email-verification.service';
import { createPasswordResetRepo } from './features/auth/password-reset.repo';
import { createPasswordResetService } from './features/auth/password-reset.service';
import { createPasskeysRepo } from './features/passkeys/passkeys.repo';
import { createPasskeysService } from './features/passkeys/passkeys.service';
import { relyingParty } from './features/passkeys/relying-party';
import { createTwoFactorRepo } from './features/two-factor/two-factor.repo';
import { createTwoFactorService } from './features/two-factor/two-factor.service';
import type { RateLimits } from './http/rate-limit';
import type { Mailer } from './integrations/email/mailer';
import type { Logger } from './lib/logger';

export function createAccountServices({
  db,
  config,
  logger,
  mailer,
  rateLimits,
  now,
}: {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  rateLimits: RateLimits;
  now?: () => Date;
}) {
  const emailVerification = createEmailVerificationService({
    repo: createEmailVerificationRepo(db),
    mailer,
    rateLimits,
    logger,
    now,
  });
  const authRepo = createAuthRepo(db);
  const twoFactorRepo = createTwoFactorRepo(db);
  const twoFactor = createTwoFactorService({ repo: twoFactorRepo, logger, now });
  const auth = createAuthService({
    repo: authRepo,
    secondFactor: { factorsOf: twoFactorRepo.secondFactorsOf, challengeIfDue: twoFactor.challengeIfDue },
    logger,
    rateLimits: createAuthRateLimits(db, config.rateLimits),
    emailVerification,
    adminEmails: config.adminEmails,
    supportEmail: config.supportEmail,
    now,
  });
  const passkeys = createPasskeysService({
    repo: createPasskeysRepo(db),
    auth,
    relyingParty: relyingParty(config),
    logger,
    now,
  });
  const passwordReset = createPasswordResetService({
    repo: createPasswordResetRepo(db),
    users: authRepo,
    auth,
    mailer,
    rateLimits,
    logger,
    now,
  });
  return { emailVerification, auth, twoFactor, passkeys, passwordReset };
}
