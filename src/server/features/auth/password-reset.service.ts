/**
 * "Forgot password?": a single-use link, valid for an hour, e-mailed to the account's address.
 * The answer to a request never says whether the address has an account.
 */
import type { PasswordResetConfirmInput, PasswordResetRequestInput } from '../../../shared/auth.schema';
import { authMessages } from '../../../shared/messages/auth';
import type { UserDto } from '../../../shared/user.schema';
import type { RateLimits } from '../../http/rate-limit';
import type { Mailer } from '../../integrations/email/mailer';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { AuthRepo } from './auth.repo';
import type { AuthService, IssuedSession, SecondFactorDue } from './auth.service';
import { generateLinkToken, linkTokenId } from './link-token';
import { hashPassword } from './password';
import type { PasswordResetRepo } from './password-reset.repo';
import { assertHardToGuess } from './password-strength';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

interface PasswordResetServiceDeps {
  repo: PasswordResetRepo;
  users: Pick<
    AuthRepo,
    'findUserByEmail' | 'findUserById' | 'updatePasswordHash' | 'markEmailVerified' | 'deleteSessionsOfUser'
  >;
  auth: Pick<AuthService, 'signInUnlessCodeDue'>;
  mailer: Pick<Mailer, 'send'>;
  rateLimits: RateLimits;
  logger: Logger;
  now?: () => Date;
}

export function createPasswordResetService({
  repo,
  users,
  auth,
  mailer,
  rateLimits,
  logger,
  now = () => new Date(),
}: PasswordResetServiceDeps) {
  async function sendLink(email: string, origin: string): Promise<void> {
    const user = await users.findUserByEmail(email);
    if (!user) return;
    const token = generateLinkToken();
    await repo.replaceForUser({
      id: linkTokenId(token),
      userId: user.id,
      expiresAt: new Date(now().getTime() + PASSWORD_RESET_TTL_MS),
    });
    const link = `${origin}/reset-password?token=${token}`;
    await mailer.send({
      to: user.email,
      subject: authMessages.passwordResetEmailSubject,
      text: [
        'Someone (we hope you) asked to reset the password of your BayCatch account.',
        '',
        `Choose a new password here: ${link}`,
        '',
        'The link works once, within one hour. If you did not ask for it, ignore this e-mail:',
        'your password stays as it is.',
      ].join('\n'),
    });
  }

  return {
    /** `origin` is where the link points: the configured public origin (publicOrigin), never a request header. */
    async request(input: PasswordResetRequestInput, address: string, origin: string): Promise<void> {
      await rateLimits.consume('passwordReset', { accountKey: `email:${input.email}`, address });
      // Answered before anything looks the address up: the lookup, the token write and the mail run
      // after the answer, so a known address and an unknown one answer alike and in the same time.
      void sendLink(input.email, origin).catch((error: unknown) =>
        logger.error('password reset link not sent', { error }),
      );
    },

    /** Sets the new password, ends every session of the account, and signs this browser in. */
    async confirm(
      input: PasswordResetConfirmInput,
    ): Promise<{ user: UserDto; session: IssuedSession } | SecondFactorDue> {
      const id = linkTokenId(input.token);
      const row = await repo.findById(id);
      const invalid = new AppError('BAD_REQUEST', authMessages.passwordResetInvalid);
      if (!row) throw invalid;
      if (now().getTime() >= row.expiresAt.getTime()) {
        await repo.claim(id);
        throw invalid;
      }
      const owner = await users.findUserById(row.userId);
      assertHardToGuess(input.password, 'password', [owner?.email, owner?.firstName, owner?.lastName]);
      const passwordHash = await hashPassword(input.password);
      // Claimed after hashing, so two tabs submitting one link at once cannot both win.
      if (!(await repo.claim(id))) throw invalid;
      await repo.deleteForUser(row.userId);
      await users.updatePasswordHash(row.userId, passwordHash);
      // The link reached the account's own inbox, which is what confirming the address proves.
      if (owner && owner.emailVerifiedAt === null) await users.markEmailVerified(row.userId, now());
      await users.deleteSessionsOfUser(row.userId);
      const signedIn = await auth.signInUnlessCodeDue(row.userId);
      if (!signedIn) throw invalid;
      return signedIn;
    },
  };
}
