/**
 * Outgoing e-mail. Every message is first written to the email_outbox table, so what was sent can be
 * looked up when SMTP is down or not configured; then it is sent over SMTP_URL, or only logged
 * without it. The stored and logged copies have their link tokens redacted (redact-links.ts): only
 * the message that leaves carries a working link. Sent rows are purged after 30 days.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { createEmailOutboxRepo } from './email-outbox.repo';
import { redactLinkTokens } from './redact-links';

/** How long a sent (or logged) message's row stays in the outbox. */
export const SENT_MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header lines, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface SentEmail {
  id: string;
  status: 'sent' | 'logged' | 'failed';
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<SentEmail>;
  /** Deletes sent and logged rows older than SENT_MAIL_RETENTION_MS; failed ones stay to be looked at. */
  pruneSent(now?: Date): Promise<number>;
}

interface MailerDeps {
  db: Db;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
  /** In production a mail that cannot leave is an error to report, not a developer's copy to log. */
  production?: boolean;
}

export function createMailer({ db, logger, smtpUrl, from, production = false }: MailerDeps): Mailer {
  const outbox = createEmailOutboxRepo(db);
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  return {
    async send(email) {
      const kept = {
        ...email,
        text: redactLinkTokens(email.text),
        html: email.html === undefined ? undefined : redactLinkTokens(email.html),
      };
      const id = await outbox.insert(kept);
      if (!transport) {
        if (production) {
          // Never the body: it is the link's only other copy, and a log is read by more people than an inbox.
          logger.error('email not sent: no SMTP_URL is configured', { id, subject: email.subject });
          await outbox.markFailed(id, 'no SMTP_URL configured');
          return { id, status: 'failed' };
        }
        logger.info('email (no SMTP_URL, kept in outbox)', {
          id,
          to: email.to,
          subject: email.subject,
          text: kept.text,
        });
        await outbox.markDone(id, 'logged');
        return { id, status: 'logged' };
      }
      try {
        await transport.sendMail({ from, ...email });
        await outbox.markDone(id, 'sent');
        return { id, status: 'sent' };
      } catch (error) {
        // The action that wrote the mail has already happened; a delivery failure is recorded, not thrown.
        logger.warn('email delivery failed', { id, to: email.to, error });
        await outbox.markFailed(id, error instanceof Error ? error.message : String(error));
        return { id, status: 'failed' };
      }
    },

    async pruneSent(now = new Date()) {
      return outbox.deleteSentBefore(new Date(now.getTime() - SENT_MAIL_RETENTION_MS));
    },
  };
}
