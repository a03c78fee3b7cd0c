/**
 * Outgoing e-mail. Every message is first written to the email_outbox table, so nothing is lost
 * when SMTP is down or not configured; then it is sent over SMTP_URL, or only logged (whole) without it.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { createEmailOutboxRepo } from './email-outbox.repo';

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
}

interface MailerDeps {
  db: Db;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
}

export function createMailer({ db, logger, smtpUrl, from }: MailerDeps): Mailer {
  const outbox = createEmailOutboxRepo(db);
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  return {
    async send(email) {
      const id = await outbox.insert(email);
      if (!transport) {
        // The body too: without SMTP the log is where a developer or operator finds the links.
        logger.info('email (no SMTP_URL, kept in outbox)', {
          id,
          to: email.to,
          subject: email.subject,
          text: email.text,
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
  };
}
