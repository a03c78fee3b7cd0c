/** What the product tells people: notifications, e-mail, contact messages and push subscriptions. */
import type { Kit } from '#engine-types';
import { contactSubjects, contactUserTypes } from '../../../shared/contact.schema';
import type { AccountsTables } from './accounts';
import { commonColumns } from './columns';

export function messagesTables(k: Kit, { users, sessions }: Pick<AccountsTables, 'users' | 'sessions'>) {
  const { id, createdAt } = commonColumns(k);
  const notifications = k.table(
    'notifications',
    {
      id: id(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      type: k.text('type').notNull(),
      title: k.text('title').notNull(),
      message: k.text('message').notNull(),
      data: k.json<Record<string, unknown>>('data').notNull().default({}),
      isRead: k.bool('is_read').notNull().default(false),
      createdAt: createdAt(),
    },
    (t) => [k.index('notifications_user_idx').on(t.userId, t.isRead, t.createdAt)],
  );
  /** Every e-mail the product sends, kept whether or not SMTP is configured. */
  const emailOutbox = k.table(
    'email_outbox',
    {
      id: id(),
      to: k.text('to').notNull(),
      subject: k.text('subject').notNull(),
      text: k.text('text').notNull(),
      html: k.text('html'),
      status: k
        .text('status', { enum: ['queued', 'sent', 'logged', 'failed'] })
        .notNull()
        .default('queued'),
      error: k.text('error'),
      createdAt: createdAt(),
      sentAt: k.instant('sent_at'),
    },
    (t) => [k.index('email_outbox_status_idx').on(t.status, t.createdAt)],
  );
  /** Messages sent through the Contact Us form; kept 3 years (privacy policy), then pruned. */
  const contactMessages = k.table(
    'contact_messages',
    {
      id: id(),
      /** Set when the sender was signed in, so support can find their orders. */
      userId: k.text('user_id').references(() => users.id, { onDelete: 'set null' }),
      firstName: k.text('first_name').notNull(),
      lastName: k.text('last_name').notNull(),
      email: k.text('email').notNull(),
      phone: k.text('phone'),
      userType: k.text('user_type', { enum: contactUserTypes }).notNull(),
      subject: k.text('subject', { enum: contactSubjects }).notNull(),
      message: k.text('message').notNull(),
      /** The e-mail to support that carried this message, for its delivery status. */
      emailOutboxId: k.text('email_outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
      createdAt: createdAt(),
    },
    (t) => [k.index('contact_messages_created_idx').on(t.createdAt)],
  );
  /**
   * Web Push subscriptions, one per device (docs/product/notifications.md): the browser's push
   * service address and keys, tied to the session it was made in, so signing out (or any other end
   * of that session: suspension, account deletion, a password reset) removes exactly that device's.
   */
  const pushSubscriptions = k.table(
    'push_subscriptions',
    {
      id: id(),
      endpoint: k.text('endpoint').notNull().unique(),
      p256dh: k.text('p256dh').notNull(),
      auth: k.text('auth').notNull(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      sessionId: k
        .text('session_id')
        .notNull()
        .references(() => sessions.id, { onDelete: 'cascade' }),
      userAgent: k.text('user_agent'),
      createdAt: createdAt(),
      lastSuccessAt: k.instant('last_success_at'),
    },
    (t) => [
      k.index('push_subscriptions_user_idx').on(t.userId),
      k.index('push_subscriptions_session_idx').on(t.sessionId),
    ],
  );
  /**
   * The pickup reminders sent, one row each (docs/product/notifications.md, Reminders): a sweep
   * claims a reminder by inserting its key, so two processes never send the same one twice.
   * Keys: `buyer-evening:<order>`, `buyer-soon:<order>`, `seller-evening:<seller>:<date>`.
   */
  const sentReminders = k.table('sent_reminders', {
    key: k.text('key').primaryKey(),
    sentAt: k.instant('sent_at').notNull(),
  });
  return { notifications, emailOutbox, contactMessages, pushSubscriptions, sentReminders };
}
