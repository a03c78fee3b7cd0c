import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { SmsKind, SmsStatus } from '../../../shared/sms-kinds';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { smsOptOuts, smsOutbox } from '../../db/tables';

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

export function createSmsOutboxRepo(db: Db) {
  return {
    async insert(values: {
      to: string;
      body: string;
      kind: SmsKind;
      userId: string | null;
      status: 'queued' | 'suppressed';
      nextAttemptAt: Date;
      createdAt: Date;
    }): Promise<SmsOutboxRow> {
      return first(await db.insert(smsOutbox).values(values).returning())!;
    },
    /** The queued texts whose time has come, oldest first. */
    due(now: Date, limit: number): Promise<SmsOutboxRow[]> {
      return db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.status, 'queued'), lte(smsOutbox.nextAttemptAt, now)))
        .orderBy(asc(smsOutbox.nextAttemptAt))
        .limit(limit);
    },
    /**
     * Takes a due row for one attempt by moving its next attempt to `leaseUntil`: a second worker
     * reading the same row finds it changed and leaves it, and a crash mid-send retries after the lease.
     */
    async claim(row: SmsOutboxRow, leaseUntil: Date): Promise<boolean> {
      const claimed = await db
        .update(smsOutbox)
        .set({ nextAttemptAt: leaseUntil })
        .where(
          and(
            eq(smsOutbox.id, row.id),
            eq(smsOutbox.status, 'queued'),
            eq(smsOutbox.nextAttemptAt, row.nextAttemptAt),
          ),
        );
      return affected(claimed) === 1;
    },
    async update(
      id: string,
      values: Partial<
        Pick<SmsOutboxRow, 'status' | 'attempts' | 'nextAttemptAt' | 'error' | 'providerId' | 'sentAt'>
      >,
    ): Promise<void> {
      await db.update(smsOutbox).set(values).where(eq(smsOutbox.id, id));
    },
    listByStatus(status: SmsStatus, limit: number): Promise<SmsOutboxRow[]> {
      return db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.status, status))
        .orderBy(desc(smsOutbox.createdAt))
        .limit(limit);
    },
    /** Rewrites a text still waiting (queued, due after `now`, never tried); true when there was one. */
    async rewordWaiting(userId: string, kind: SmsKind, body: string, now: Date): Promise<boolean> {
      const reworded = await db
        .update(smsOutbox)
        .set({ body })
        .where(
          and(
            eq(smsOutbox.userId, userId),
            eq(smsOutbox.kind, kind),
            eq(smsOutbox.status, 'queued'),
            eq(smsOutbox.attempts, 0),
            gt(smsOutbox.nextAttemptAt, now),
          ),
        );
      return affected(reworded) > 0;
    },
    /** When the newest text of this kind to the person was written, if any. */
    async lastCreatedAt(userId: string, kind: SmsKind): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: smsOutbox.createdAt })
        .from(smsOutbox)
        .where(and(eq(smsOutbox.userId, userId), eq(smsOutbox.kind, kind)))
        .orderBy(desc(smsOutbox.createdAt))
        .limit(1);
      return row?.createdAt;
    },
    async isOptedOut(phone: string): Promise<boolean> {
      return (await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).length > 0;
    },
    /** True when the number was not already stopped, so the confirmation goes out once. */
    async optOut(phone: string): Promise<boolean> {
      const inserted = await db.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
      return affected(inserted) === 1;
    },
    async optIn(phone: string): Promise<boolean> {
      return affected(await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone))) === 1;
    },
  };
}
export type SmsOutboxRepo = ReturnType<typeof createSmsOutboxRepo>;
