/**
 * Confirming an e-mail address: a single-use link, valid for 48 hours, sent at sign-up, on request,
 * and to the new address when the owner changes it (the account moves only once it is followed).
 * Nothing is blocked while an address is unconfirmed; only alert and digest e-mails wait for it.
 */
import type { VerifyEmailInput } from '../../../shared/auth.schema';
import { accountMessages } from '../../../shared/messages/account';
import { authMessages } from '../../../shared/messages/auth';
import type { UserDto } from '../../../shared/user.schema';
import type { RateLimits } from '../../http/rate-limit';
import type { Mailer } from '../../integrations/email/mailer';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { EmailVerificationRepo } from './email-verification.repo';
import { generateLinkToken, linkTokenId } from './link-token';

export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

interface EmailVerificationServiceDeps {
  repo: EmailVerificationRepo;
  mailer: Pick<Mailer, 'send'>;
  rateLimits: RateLimits;
  logger: Logger;
  now?: () => Date;
}

type Recipient = Pick<UserDto, 'id' | 'email' | 'firstName'>;

export function createEmailVerificationService({
  repo,
  mailer,
  rateLimits,
  logger,
  now = () => new Date(),
}: EmailVerificationServiceDeps) {
  /** Stores a new link for `email` and mails it; `origin` is the configured public origin (publicOrigin). */
  async function sendLink(user: Recipient, email: string, origin: string): Promise<void> {
    const token = generateLinkToken();
    await repo.insert({
      id: linkTokenId(token),
      userId: user.id,
      email,
      expiresAt: new Date(now().getTime() + EMAIL_VERIFICATION_TTL_MS),
    });
    const greeting = user.firstName ? `Hi ${user.firstName},` : 'Hello,';
    // Not awaited: send writes the outbox row before it waits on SMTP, so the mail is kept even
    // when SMTP is slow or down, and the person is not kept waiting on it.
    mailer
      .send({
        to: email,
        subject: authMessages.verifyEmailSubject,
        text: [
          greeting,
          '',
          `Please confirm that ${email} is your address for BayCatch:`,
          `${origin}/verify-email?token=${token}`,
          '',
          'The link works once, within 48 hours. If you did not use this address on BayCatch, ignore',
          'this e-mail.',
        ].join('\n'),
      })
      .catch((error: unknown) => logger.error('verification e-mail not queued', { error }));
  }

  return {
    /** Right after sign-up: counted with the sign-up itself, not against the resend limit. */
    async sendAfterSignUp(user: Recipient, origin: string): Promise<void> {
      await sendLink(user, user.email, origin);
    },

    /**
     * Someone tried to create an account with an address that already has one. The caller was
     * answered as if it worked (so sign-up does not tell who has an account); the owner is told
     * here, with the ways back in, in case it was them.
     */
    sendSignUpAttemptNotice(owner: Recipient, origin: string): void {
      const greeting = owner.firstName ? `Hi ${owner.firstName},` : 'Hello,';
      mailer
        .send({
          to: owner.email,
          subject: authMessages.signUpAttemptSubject,
          text: [
            greeting,
            '',
            `Someone tried to create a new BayCatch account with this address (${owner.email}). It already has`,
            'an account, so no new one was made and nothing about your account changed.',
            '',
            `If it was you, sign in here: ${origin}/sign-in`,
            `Forgot your password? Choose a new one: ${origin}/forgot-password`,
            '',
            'If it was not you, you need not do anything.',
          ].join('\n'),
        })
        .catch((error: unknown) => logger.error('sign-up attempt notice not queued', { error }));
    },

    /** "Resend link" from the banner: a fresh link to the account's current address. */
    async resend(user: UserDto, address: string, origin: string): Promise<{ message: string }> {
      if (user.emailVerified) throw new AppError('CONFLICT', authMessages.emailAlreadyVerified);
      await rateLimits.consume('email', { accountKey: user.id, address });
      await sendLink(user, user.email, origin);
      return { message: authMessages.verifyEmailSent(user.email) };
    },

    /**
     * The owner asked to move the account to `newEmail` (password and availability already checked
     * by the account service): a link to the new address, a notice to the old one.
     */
    async requestChange(user: UserDto, newEmail: string, origin: string): Promise<{ message: string }> {
      await sendLink(user, newEmail, origin);
      mailer
        .send({
          to: user.email,
          subject: accountMessages.emailChangeNoticeSubject,
          text: [
            `Someone signed in to your BayCatch account asked to change its e-mail address to ${newEmail}.`,
            'The change happens only when the link sent to that address is followed.',
            '',
            'If this was not you, change your password on BayCatch now: it ends every other session.',
          ].join('\n'),
        })
        .catch((error: unknown) => logger.error('e-mail change notice not queued', { error }));
      return { message: accountMessages.emailChangeRequested(newEmail) };
    },

    /** Works signed in or out: holding the link proves the mailbox. */
    async verify(input: VerifyEmailInput): Promise<{ message: string }> {
      const id = linkTokenId(input.token);
      const row = await repo.findById(id);
      const invalid = new AppError('BAD_REQUEST', authMessages.verifyEmailInvalid);
      if (!row) throw invalid;
      const claimed = await repo.claim(id);
      if (!claimed || now().getTime() >= row.expiresAt.getTime()) throw invalid;
      const outcome = await repo.confirmAddress(row.userId, row.email, now());
      if (outcome === 'taken') throw new AppError('CONFLICT', authMessages.verifyEmailTaken);
      if (outcome === 'gone') throw invalid;
      return { message: authMessages.emailVerified };
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
