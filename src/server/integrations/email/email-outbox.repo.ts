import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { emailOutbox } from '../../db/tables';

export function createEmailOutboxRepo(db: Db) {
  return {
    async insert(values: {
      to: string;
      subject: string;
      text: string;
      html?: string | undefined;
    }): Promise<string> {
      return first(
        await db
          .insert(emailOutbox)
          .values({ to: values.to, subject: values.subject, text: values.text, html: values.html ?? null })
          .returning({ id: emailOutbox.id }),
      )!.id;
    },
    async markDone(id: string, status: 'sent' | 'logged'): Promise<void> {
      await db.update(emailOutbox).set({ status, sentAt: new Date() }).where(eq(emailOutbox.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db.update(emailOutbox).set({ status: 'failed', error }).where(eq(emailOutbox.id, id));
    },
    async deleteSentBefore(cutoff: Date): Promise<number> {
      return affected(
        await db
          .delete(emailOutbox)
          .where(and(inArray(emailOutbox.status, ['sent', 'logged']), lt(emailOutbox.sentAt, cutoff))),
      );
    },
    async listRecent(limit: number) {
      return await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
    },
  };
}
