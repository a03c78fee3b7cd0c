import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareNamed } from '../../db/dialect';
import { affected, first } from '../../db/query';
import { notifications } from '../../db/tables';

export type NotificationRow = typeof notifications.$inferSelect;

export function createNotificationsRepo(db: Db) {
  // The bell's two reads, on every signed-in page: prepared once.
  const latest = prepareNamed(
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sql.placeholder('userId')))
      .orderBy(desc(notifications.createdAt))
      .limit(sql.placeholder('limit')),
    'notifications_latest',
  );
  const unread = prepareNamed(
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.isRead, false))),
    'notifications_unread',
  );
  return {
    async insert(values: typeof notifications.$inferInsert): Promise<NotificationRow> {
      return first(await db.insert(notifications).values(values).returning())!;
    },
    async listForUser(userId: string, limit: number): Promise<NotificationRow[]> {
      return await latest.execute({ userId, limit });
    },
    /** The user's unread notifications of one type since a moment (a seller's new orders, grouped on the phone). */
    async countUnreadSince(userId: string, type: NotificationRow['type'], since: Date): Promise<number> {
      return await db.$count(
        notifications,
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, type),
          eq(notifications.isRead, false),
          gte(notifications.createdAt, since),
        ),
      );
    },
    async countUnread(userId: string): Promise<number> {
      return Number(first(await unread.execute({ userId }))?.n ?? 0);
    },
    /** Marks one of the user's own notifications read; returns false when it is not theirs or absent. */
    async markRead(userId: string, id: string): Promise<boolean> {
      return (
        affected(
          await db
            .update(notifications)
            .set({ isRead: true })
            .where(and(eq(notifications.id, id), eq(notifications.userId, userId))),
        ) > 0
      );
    },
    async markAllRead(userId: string): Promise<number> {
      return affected(
        await db
          .update(notifications)
          .set({ isRead: true })
          .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
      );
    },
  };
}
export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
