import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { smsInbound } from '../../db/tables';

export function createSmsInboundRepo(db: Db) {
  return {
    /** False when this MessageSid was already recorded: the provider is retrying it. */
    async record(values: { messageSid: string; from: string; body: string }): Promise<boolean> {
      return affected(await db.insert(smsInbound).values(values).onConflictDoNothing()) === 1;
    },
    async replyOf(messageSid: string): Promise<string | null> {
      return (
        first(await db.select().from(smsInbound).where(eq(smsInbound.messageSid, messageSid)))?.reply ?? null
      );
    },
    async saveReply(messageSid: string, reply: string | null): Promise<void> {
      await db.update(smsInbound).set({ reply }).where(eq(smsInbound.messageSid, messageSid));
    },
    /** Whether `from` was already given this reply since `since`. */
    async repliedSince(from: string, reply: string, since: Date): Promise<boolean> {
      const rows = await db
        .select({ sid: smsInbound.messageSid })
        .from(smsInbound)
        .where(and(eq(smsInbound.from, from), eq(smsInbound.reply, reply), gt(smsInbound.createdAt, since)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type SmsInboundRepo = ReturnType<typeof createSmsInboundRepo>;
