/**
 * The text outbox (docs/product/text-messages.md). A text is a row first, so no request waits for
 * the provider: `enqueue` writes it (held past quiet hours when it may wait, `suppressed` at once for
 * a number that said STOP) and nudges the worker; `dispatch` sends what is due, retrying a failed
 * attempt with growing pauses and giving up after MAX_ATTEMPTS with the provider's reason kept.
 */

import { smsSendAt } from '../../../shared/quiet-hours';
import type { AdminSmsDto } from '../../../shared/sms.schema';
import { maskPhone } from '../../../shared/sms.schema';
import type { SmsKind, SmsStatus } from '../../../shared/sms-kinds';
import type { SmsProvider } from '../../integrations/sms/sms-provider';
import type { Logger } from '../../lib/logger';
import type { SmsOutboxRepo, SmsOutboxRow } from './sms-outbox.repo';

export const MAX_SMS_ATTEMPTS = 4;
/** 1, 4, then 16 minutes between attempts. */
const backoffMs = (attempts: number) => 60_000 * 4 ** (attempts - 1);
/** How long an attempt may take before another worker may try the row again. */
const LEASE_MS = 5 * 60_000;
const BATCH = 25;
const ADMIN_LIST_LIMIT = 100;

export interface OutgoingSms {
  to: string;
  body: string;
  kind: SmsKind;
  userId?: string | null;
  /** The pickup the text is about (a Bay date or a weekday, smsSendAt): that day's news ignores quiet hours. */
  pickupDay?: string;
  /** Not before this instant (a grouped text waiting for more news). */
  notBefore?: Date;
}

/** Codes and keyword answers were asked for a moment ago: they never wait for the morning. */
const ASKED_FOR: readonly SmsKind[] = ['code', 'keyword'];

const latest = (at: Date, notBefore: Date | undefined) => (notBefore && notBefore > at ? notBefore : at);

export function createSmsOutbox({
  repo,
  provider,
  logger,
  quietHours = true,
  now = () => new Date(),
}: {
  repo: SmsOutboxRepo;
  provider: SmsProvider;
  logger: Logger;
  /** SMS_QUIET_HOURS: off sends every text at once (the browser tests, which run at any hour). */
  quietHours?: boolean;
  now?: () => Date;
}) {
  async function attempt(row: SmsOutboxRow, at: Date): Promise<void> {
    if (!(await repo.claim(row, new Date(at.getTime() + LEASE_MS)))) return;
    // STOP may have come in while the text waited.
    if (await repo.isOptedOut(row.to)) {
      await repo.update(row.id, { status: 'suppressed' });
      return;
    }
    const attempts = row.attempts + 1;
    try {
      const sent = await provider.send({ to: row.to, body: row.body });
      await repo.update(row.id, {
        status: sent.status,
        attempts,
        providerId: sent.providerId,
        sentAt: now(),
        error: null,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const last = attempts >= MAX_SMS_ATTEMPTS;
      logger.warn(last ? 'text not delivered, giving up' : 'text not delivered, will retry', {
        id: row.id,
        attempts,
        error: reason,
      });
      await repo.update(row.id, {
        attempts,
        error: reason,
        ...(last ? { status: 'failed' } : { nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)) }),
      });
    }
  }

  const outbox = {
    async enqueue(sms: OutgoingSms): Promise<SmsOutboxRow> {
      const at = now();
      const stopped = await repo.isOptedOut(sms.to);
      const row = await repo.insert({
        to: sms.to,
        body: sms.body,
        kind: sms.kind,
        userId: sms.userId ?? null,
        status: stopped ? 'suppressed' : 'queued',
        createdAt: at,
        nextAttemptAt: latest(
          !quietHours || ASKED_FOR.includes(sms.kind) ? at : smsSendAt(at, sms.pickupDay),
          sms.notBefore,
        ),
      });
      if (!stopped) outbox.kickDispatch();
      return row;
    },

    /** Sends every due text once; returns how many it tried. */
    async dispatch(): Promise<number> {
      const at = now();
      const due = await repo.due(at, BATCH);
      for (const row of due) await attempt(row, at);
      return due.length;
    },

    /** Sends soon, after the answer of the request that queued it. */
    kickDispatch(): void {
      setTimeout(() => {
        outbox.dispatch().catch((error: unknown) => logger.error('text dispatch failed', { error }));
      }, 0);
    },

    async list(status: SmsStatus): Promise<AdminSmsDto[]> {
      return (await repo.listByStatus(status, ADMIN_LIST_LIMIT)).map((row) => ({
        id: row.id,
        to: maskPhone(row.to),
        kind: row.kind,
        status: row.status,
        attempts: row.attempts,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** A queued text of this kind to the person, not yet tried, takes `body`; false when there is none. */
    async rewordWaiting(userId: string, kind: SmsKind, body: string): Promise<boolean> {
      return repo.rewordWaiting(userId, kind, body, now());
    },
    lastCreatedAt: repo.lastCreatedAt,
    isOptedOut: repo.isOptedOut,
    optOut: repo.optOut,
    optIn: repo.optIn,
  };
  return outbox;
}
export type SmsOutbox = ReturnType<typeof createSmsOutbox>;
