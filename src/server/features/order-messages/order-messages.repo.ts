import { and, asc, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareNamed } from '../../db/dialect';
import { affected, first } from '../../db/query';
import { orderMessages, orders, users } from '../../db/tables';

export type OrderMessageRow = typeof orderMessages.$inferSelect & {
  sender: { firstName: string | null; lastName: string | null; email: string; deletedAt: Date | null } | null;
};

export function createOrderMessagesRepo(db: Db) {
  // The header's unread mark asks on every signed-in page: prepared once, per side.
  const unread = (where: SQL | undefined, name: string) =>
    prepareNamed(
      db
        .select({ n: count() })
        .from(orderMessages)
        .innerJoin(orders, eq(orderMessages.orderId, orders.id))
        // A message an admin removed waits for nobody.
        .where(and(isNull(orderMessages.readAt), isNull(orderMessages.removedAt), where)),
      name,
    );
  const unreadAsBuyer = unread(
    and(eq(orders.buyerId, sql.placeholder('userId')), eq(orderMessages.senderRole, 'seller')),
    'order_messages_unread_as_buyer',
  );
  const unreadAsSeller = unread(
    and(eq(orders.crabberId, sql.placeholder('crabberId')), eq(orderMessages.senderRole, 'buyer')),
    'order_messages_unread_as_seller',
  );
  return {
    async listForOrder(orderId: string): Promise<OrderMessageRow[]> {
      const rows = await db
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
        .orderBy(asc(orderMessages.createdAt));
      return rows.map(({ message, sender }) => ({ ...message, sender }));
    },

    async insert(values: typeof orderMessages.$inferInsert) {
      return first(await db.insert(orderMessages).values(values).returning())!;
    },

    /** Whether the recipient has not yet seen an earlier message from this side: they were told already. */
    async hasUnreadFrom(orderId: string, senderRole: 'buyer' | 'seller', before: string): Promise<boolean> {
      const unread = await db.$count(
        orderMessages,
        and(
          eq(orderMessages.orderId, orderId),
          eq(orderMessages.senderRole, senderRole),
          isNull(orderMessages.readAt),
          ne(orderMessages.id, before),
        ),
      );
      return unread > 0;
    },

    /** Marks what the other side wrote as seen by `reader`; returns how many changed. */
    async markRead(orderId: string, reader: 'buyer' | 'seller', at: Date): Promise<number> {
      const from = reader === 'buyer' ? 'seller' : 'buyer';
      return affected(
        await db
          .update(orderMessages)
          .set({ readAt: at })
          .where(
            and(
              eq(orderMessages.orderId, orderId),
              eq(orderMessages.senderRole, from),
              isNull(orderMessages.readAt),
            ),
          ),
      );
    },

    /** Messages waiting for this person: from sellers on their purchases, from buyers on their sales. */
    async countUnread(
      userId: string,
      crabberId: string | null,
    ): Promise<{ asBuyer: number; asSeller: number }> {
      return {
        asBuyer: first(await unreadAsBuyer.execute({ userId }))?.n ?? 0,
        asSeller: crabberId ? (first(await unreadAsSeller.execute({ crabberId }))?.n ?? 0) : 0,
      };
    },

    /** Where to tell the other side: their address, and whether it may be written to. */
    async recipient(userId: string) {
      return first(
        await db
          .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt, deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, userId)),
      );
    },
  };
}

export type OrderMessagesRepo = ReturnType<typeof createOrderMessagesRepo>;
