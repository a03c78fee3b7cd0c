/**
 * Text messages (docs/product/text-messages.md): confirmation codes for a buyer's mobile number,
 * the outbox every text goes through, the numbers that said STOP, and inbound texts answered once.
 */
import type { Kit } from '#engine-types';
import { smsKinds, smsStatuses } from '../../../shared/sms-kinds';
import type { AccountsTables } from './accounts';
import { commonColumns } from './columns';

export function textsTables(k: Kit, { users }: Pick<AccountsTables, 'users'>) {
  const { id, createdAt } = commonColumns(k);
  /** One live code per person: a new request replaces the last. Only the code's SHA-256 is kept. */
  const phoneCodes = k.table('phone_codes', {
    userId: k
      .text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: k.text('phone').notNull(),
    codeHash: k.text('code_hash').notNull(),
    expiresAt: k.instant('expires_at').notNull(),
    attempts: k.int('attempts').notNull().default(0),
    createdAt: createdAt(),
  });
  /** Every text, queued first and sent by the outbox worker, so no request waits for the provider. */
  const smsOutbox = k.table(
    'sms_outbox',
    {
      id: id(),
      to: k.text('to').notNull(),
      body: k.text('body').notNull(),
      kind: k.text('kind', { enum: smsKinds }).notNull(),
      userId: k.text('user_id').references(() => users.id, { onDelete: 'set null' }),
      status: k.text('status', { enum: smsStatuses }).notNull().default('queued'),
      attempts: k.int('attempts').notNull().default(0),
      /** Not before this instant: a retry's backoff, or the end of quiet hours. */
      nextAttemptAt: k.instant('next_attempt_at').notNull(),
      error: k.text('error'),
      providerId: k.text('provider_id'),
      createdAt: createdAt(),
      sentAt: k.instant('sent_at'),
    },
    (t) => [
      k.index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt),
      k.index('sms_outbox_to_idx').on(t.to, t.createdAt),
    ],
  );
  /** STOP is per number, whoever's account holds it, as carriers require. */
  const smsOptOuts = k.table('sms_opt_outs', {
    phone: k.text('phone').primaryKey(),
    createdAt: createdAt(),
  });
  /** Each inbound text by the provider's id, with the answer given, so a retried webhook gets the same. */
  const smsInbound = k.table('sms_inbound', {
    messageSid: k.text('message_sid').primaryKey(),
    from: k.text('from').notNull(),
    body: k.text('body').notNull(),
    reply: k.text('reply'),
    createdAt: createdAt(),
  });
  return { phoneCodes, smsOutbox, smsOptOuts, smsInbound };
}
