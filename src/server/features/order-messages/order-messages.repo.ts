import { and, asc, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { orderMessages, orders, users } from '../../../../db/schema';
import type { Db } from '../../db/client';

export type OrderMessageRow = typeof orderMessages.$inferSelect & {
  sender: { firstName: string | null; lastName: string | null; email: string; deletedAt: Date | null } | null;
};

export function createOrderMessagesRepo(db: Db) {
  return {
    listForOrder(orderId: string): OrderMessageRow[] {
      return db
        .select({
          message: orderMessages,
          sender: {
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            deletedAt: users.deletedAt,
          },
        })
        .from(orderMessages)
        .leftJoin(users, eq(orderMessages.senderId, users.id))
        .where(eq(orderMessages.orderId, orderId))
        .orderBy(asc(orderMessages.createdAt))
        .all()
        .map(({ message, sender }) => ({ ...message, sender }));
    },

    insert(values: typeof orderMessages.$inferInsert) {
      return db.insert(orderMessages).values(values).returning().get();
    },

    /** Whether the recipient has not yet seen an earlier message from this side: they were told already. */
    hasUnreadFrom(orderId: string, senderRole: 'buyer' | 'seller', before: string): boolean {
      const row = db
        .select({ n: count() })
        .from(orderMessages)
        .where(
          and(
            eq(orderMessages.orderId, orderId),
            eq(orderMessages.senderRole, senderRole),
            isNull(orderMessages.readAt),
            ne(orderMessages.id, before),
          ),
        )
        .get();
      return (row?.n ?? 0) > 0;
    },

    /** Marks what the other side wrote as seen by `reader`; returns how many changed. */
    markRead(orderId: string, reader: 'buyer' | 'seller', at: Date): number {
      const from = reader === 'buyer' ? 'seller' : 'buyer';
      return db
        .update(orderMessages)
        .set({ readAt: at })
        .where(
          and(
            eq(orderMessages.orderId, orderId),
            eq(orderMessages.senderRole, from),
            isNull(orderMessages.readAt),
          ),
        )
        .run().changes;
    },

    /** Messages waiting for this person: from sellers on their purchases, from buyers on their sales. */
    countUnread(userId: string, crabberId: string | null): { asBuyer: number; asSeller: number } {
      const unread = (where: SQL | undefined) =>
        db
          .select({ n: count() })
          .from(orderMessages)
          .innerJoin(orders, eq(orderMessages.orderId, orders.id))
          .where(and(isNull(orderMessages.readAt), where))
          .get()?.n ?? 0;
      return {
        asBuyer: unread(and(eq(orders.buyerId, userId), eq(orderMessages.senderRole, 'seller'))),
        asSeller: crabberId
          ? unread(and(eq(orders.crabberId, crabberId), eq(orderMessages.senderRole, 'buyer')))
          : 0,
      };
    },

    /** Where to tell the other side: their address, and whether it may be written to. */
    recipient(userId: string) {
      return db
        .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId))
        .get();
    },
  };
}

export type OrderMessagesRepo = ReturnType<typeof createOrderMessagesRepo>;
