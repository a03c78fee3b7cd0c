import { and, count, desc, eq } from 'drizzle-orm';
import { notifications } from '../../../../db/schema';
import type { Db } from '../../db/client';

export type NotificationRow = typeof notifications.$inferSelect;

export function createNotificationsRepo(db: Db) {
  return {
    insert(values: typeof notifications.$inferInsert): NotificationRow {
      return db.insert(notifications).values(values).returning().get();
    },
    listForUser(userId: string, limit: number): NotificationRow[] {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt))
        .limit(limit)
        .all();
    },
    countUnread(userId: string): number {
      return (
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
          .get()?.n ?? 0
      );
    },
    /** Marks one of the user's own notifications read; returns false when it is not theirs or absent. */
    markRead(userId: string, id: string): boolean {
      return (
        db
          .update(notifications)
          .set({ isRead: true })
          .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
          .run().changes > 0
      );
    },
    markAllRead(userId: string): number {
      return db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .run().changes;
    },
  };
}
export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
