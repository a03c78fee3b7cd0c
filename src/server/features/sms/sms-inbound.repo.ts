import { and, desc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { crabberProfiles, smsInbound, users } from '../../db/tables';

/** Between the parts of a reply sent as several texts; no text contains it. */
const PART_SEPARATOR = '\u001e';

export function createSmsInboundRepo(db: Db) {
  return {
    /** False when this MessageSid was already recorded: the provider is retrying it. */
    async record(values: {
      messageSid: string;
      from: string;
      body: string;
      createdAt: Date;
    }): Promise<boolean> {
      return affected(await db.insert(smsInbound).values(values).onConflictDoNothing()) === 1;
    },
    async replyOf(messageSid: string): Promise<string | string[] | null> {
      const reply =
        first(await db.select().from(smsInbound).where(eq(smsInbound.messageSid, messageSid)))?.reply ?? null;
      return reply?.includes(PART_SEPARATOR) ? reply.split(PART_SEPARATOR) : reply;
    },
    async saveReply(messageSid: string, reply: string | string[] | null): Promise<void> {
      const kept = Array.isArray(reply) ? reply.join(PART_SEPARATOR) : reply;
      await db.update(smsInbound).set({ reply: kept }).where(eq(smsInbound.messageSid, messageSid));
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
    /** The seller whose confirmed number this is, or undefined: only they may run a dock day by text. */
    async sellerByPhone(phone: string) {
      return first(
        await db
          .select({
            userId: users.id,
            crabberId: crabberProfiles.id,
            displayName: crabberProfiles.displayName,
          })
          .from(users)
          .innerJoin(crabberProfiles, eq(crabberProfiles.userId, users.id))
          .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
          .limit(1),
      );
    },
    /** What `from` texted since `since`, newest first, leaving out the text being answered. */
    async textsSince(from: string, since: Date, except: string): Promise<{ body: string }[]> {
      return db
        .select({ body: smsInbound.body })
        .from(smsInbound)
        .where(
          and(eq(smsInbound.from, from), gt(smsInbound.createdAt, since), ne(smsInbound.messageSid, except)),
        )
        .orderBy(desc(smsInbound.createdAt));
    },
  };
}
export type SmsInboundRepo = ReturnType<typeof createSmsInboundRepo>;
