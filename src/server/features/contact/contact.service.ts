import type { ContactSentDto } from '../../../shared/contact.dto';
import {
  type ContactMessage,
  contactSubjectLabels,
  contactUserTypeLabels,
} from '../../../shared/contact.schema';
import { SUPPORT_MESSAGE_RETENTION_DAYS } from '../../../shared/support';
import type { RateLimits } from '../../http/rate-limit';
import type { Mailer, OutgoingEmail } from '../../integrations/email/mailer';
import type { ContactRepo } from './contact.repo';

interface ContactServiceDeps {
  repo: ContactRepo;
  mailer: Mailer;
  rateLimits: RateLimits;
  supportEmail: string;
  now?: () => Date;
}

export interface ContactSender {
  address: string;
  userId: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The e-mail support receives; replying to it answers the sender directly. */
function supportEmailFor(id: string, message: ContactMessage, sender: ContactSender, receivedAt: Date) {
  const subjectLabel = contactSubjectLabels[message.subject];
  const fullName = `${message.firstName} ${message.lastName}`;
  const text = [
    'New message from the BayCatch Contact Us form.',
    '',
    `From:     ${fullName} <${message.email}>`,
    `Phone:    ${message.phone ?? 'not given'}`,
    `Who:      ${contactUserTypeLabels[message.userType]}`,
    `Subject:  ${subjectLabel}`,
    `Account:  ${sender.userId ? `signed in (user ${sender.userId})` : 'not signed in'}`,
    `Received: ${receivedAt.toISOString()}`,
    `Ref:      ${id}`,
    '',
    message.message,
    '',
    `Reply to this e-mail to answer ${message.firstName} directly.`,
  ].join('\n');
  return {
    subject: `[Contact] ${subjectLabel}: ${fullName}`,
    text,
    replyTo: message.email,
  } satisfies Omit<OutgoingEmail, 'to'>;
}

export function createContactService({
  repo,
  mailer,
  rateLimits,
  supportEmail,
  now = () => new Date(),
}: ContactServiceDeps) {
  return {
    /**
     * Stores the message, then e-mails it to support. The row is written first so a message
     * survives a mail failure; the mailer keeps its own outbox record of delivery.
     */
    async sendMessage(message: ContactMessage, sender: ContactSender): Promise<ContactSentDto> {
      await rateLimits.consume('contact', { accountKey: sender.userId, address: sender.address });
      const id = await repo.insert({ ...message, userId: sender.userId });
      const sent = await mailer.send({ to: supportEmail, ...supportEmailFor(id, message, sender, now()) });
      await repo.setEmailOutboxId(id, sent.id);
      return { id };
    },

    supportDetails(): { email: string } {
      return { email: supportEmail };
    },

    /** Support communications are kept 3 years (privacy policy). */
    pruneExpiredMessages(): Promise<number> {
      return repo.deleteCreatedBefore(new Date(now().getTime() - SUPPORT_MESSAGE_RETENTION_DAYS * DAY_MS));
    },
  };
}
