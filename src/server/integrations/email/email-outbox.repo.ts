import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../../../db/schema';
import type { Db } from '../../db/client';

export function createEmailOutboxRepo(db: Db) {
  return {
    insert(values: { to: string; subject: string; text: string; html?: string | undefined }): string {
      return db
        .insert(emailOutbox)
        .values({ to: values.to, subject: values.subject, text: values.text, html: values.html ?? null })
        .returning({ id: emailOutbox.id })
        .get().id;
    },
    markDone(id: string, status: 'sent' | 'logged'): void {
      db.update(emailOutbox).set({ status, sentAt: new Date() }).where(eq(emailOutbox.id, id)).run();
    },
    markFailed(id: string, error: string): void {
      db.update(emailOutbox).set({ status: 'failed', error }).where(eq(emailOutbox.id, id)).run();
    },
    listRecent(limit: number) {
      return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit).all();
    },
  };
}
