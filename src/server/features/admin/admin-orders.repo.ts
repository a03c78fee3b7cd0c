/**
 * The admin's reads of any order (docs/product/admin.md): a search by order number or by the
 * buyer's or seller's e-mail, and what happened around one order (what its buyer and seller were
 * told, the card payment attempts kept here, its messages and review).
 */
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alias, jsonText, likeOperator, tieBreaker } from '../../db/dialect';
import { first } from '../../db/query';
import { crabberProfiles, notifications, orders, paymentIntents, reviews, users } from '../../db/tables';

const buyers = alias(users, 'buyers');
const sellerOwners = alias(users, 'seller_owners');

interface Page {
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * An order number is the id's last characters ('#1A2B3C4D'); anything with an '@' is an e-mail,
 * matched in part; other text is tried as both.
 */
function searchWhere(q: string): SQL | undefined {
  if (!q) return undefined;
  const text = q.replace(/^#/, '').trim().toLowerCase();
  const like = (column: SQL | object, pattern: string) =>
    sql`lower(${column}) ${likeOperator} ${pattern} escape '\\'`;
  const conditions: SQL[] = [];
  if (/^[0-9a-f-]{4,36}$/.test(text)) conditions.push(like(orders.id, `%${escapeLike(text)}`));
  if (text.length > 0) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(like(buyers.email, pattern), like(sellerOwners.email, pattern));
  }
  return or(...conditions);
}

export function createAdminOrdersRepo(db: Db) {
  const summaries = () =>
    db
      .select({
        order: orders,
        buyer: {
          email: buyers.email,
          firstName: buyers.firstName,
          lastName: buyers.lastName,
          deletedAt: buyers.deletedAt,
        },
        seller: {
          id: crabberProfiles.id,
          displayName: crabberProfiles.displayName,
          userId: crabberProfiles.userId,
        },
        sellerEmail: sellerOwners.email,
      })
      .from(orders)
      .innerJoin(buyers, eq(orders.buyerId, buyers.id))
      .innerJoin(crabberProfiles, eq(orders.crabberId, crabberProfiles.id))
      .innerJoin(sellerOwners, eq(crabberProfiles.userId, sellerOwners.id));

  return {
    async search(q: string, page: Page) {
      return await summaries()
        .where(searchWhere(q))
        .orderBy(desc(orders.createdAt), desc(tieBreaker(orders)))
        .limit(page.limit)
        .offset(page.offset);
    },
    async count(q: string): Promise<number> {
      return (
        first(
          await db
            .select({ n: count() })
            .from(orders)
            .innerJoin(buyers, eq(orders.buyerId, buyers.id))
            .innerJoin(crabberProfiles, eq(orders.crabberId, crabberProfiles.id))
            .innerJoin(sellerOwners, eq(crabberProfiles.userId, sellerOwners.id))
            .where(searchWhere(q)),
        )?.n ?? 0
      );
    },
    async findSummary(id: string) {
      return first(await summaries().where(eq(orders.id, id)));
    },

    /** What the order's buyer and seller were told about it, oldest first: its history. */
    async notificationsOf(orderId: string, buyerId: string, sellerUserId: string) {
      return await db
        .select({
          userId: notifications.userId,
          type: notifications.type,
          title: notifications.title,
          message: notifications.message,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(
          and(
            or(eq(notifications.userId, buyerId), eq(notifications.userId, sellerUserId)),
            eq(jsonText(notifications.data, 'orderId'), orderId),
          ),
        )
        .orderBy(asc(notifications.createdAt), asc(tieBreaker(notifications)));
    },

    /** Card payment attempts the built-in test-mode provider keeps for the order. */
    async paymentIntentsOf(orderId: string) {
      return await db
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.purpose, 'order'), eq(paymentIntents.referenceId, orderId)))
        .orderBy(asc(paymentIntents.createdAt));
    },

    async reviewOf(orderId: string) {
      return first(await db.select().from(reviews).where(eq(reviews.orderId, orderId)));
    },
  };
}
export type AdminOrdersRepo = ReturnType<typeof createAdminOrdersRepo>;
export type AdminOrderRow = NonNullable<Awaited<ReturnType<AdminOrdersRepo['findSummary']>>>;
