/**
 * Receipts and their numbers. A number is taken by one UPDATE ... RETURNING on the seller's
 * counter inside the completing transaction: the row stays locked until it commits (PostgreSQL)
 * or the transaction has the database to itself (SQLite), and a rollback gives the number back,
 * so a seller's numbers run 1..n without gaps (docs/decisions/022-receipts.md).
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { creditNotes, receiptCounters, receipts } from '../../db/tables';
import { receiptNumber, receiptPrefix } from './receipt-number';

export type ReceiptRow = typeof receipts.$inferSelect;

export function createReceiptsRepo(db: Db) {
  return {
    /** Call inside the transaction that completes the order. */
    async issueReceipt(orderId: string, sellerId: string, sellerName: string, at: Date): Promise<ReceiptRow> {
      await db
        .insert(receiptCounters)
        .values({ sellerId, prefix: receiptPrefix(sellerName), lastSequence: 0 })
        .onConflictDoNothing();
      const counter = first(
        await db
          .update(receiptCounters)
          .set({ lastSequence: sql`${receiptCounters.lastSequence} + 1` })
          .where(eq(receiptCounters.sellerId, sellerId))
          .returning({ prefix: receiptCounters.prefix, sequence: receiptCounters.lastSequence }),
      )!;
      const row = {
        orderId,
        sellerId,
        sequence: counter.sequence,
        number: receiptNumber(counter.prefix, counter.sequence),
        issuedAt: at,
      };
      return first(await db.insert(receipts).values(row).returning())!;
    },

    async findByOrderId(orderId: string): Promise<ReceiptRow | undefined> {
      return first(await db.select().from(receipts).where(eq(receipts.orderId, orderId)));
    },

    /** A seller's receipts issued in [from, to), in number order. */
    listForSeller(sellerId: string, from: Date, to: Date): Promise<ReceiptRow[]> {
      return db
        .select()
        .from(receipts)
        .where(and(eq(receipts.sellerId, sellerId), gte(receipts.issuedAt, from), lt(receipts.issuedAt, to)))
        .orderBy(asc(receipts.sequence));
    },

    listCreditNotes(orderId: string) {
      return db
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.orderId, orderId))
        .orderBy(asc(creditNotes.createdAt));
    },
  };
}
export type ReceiptsRepo = ReturnType<typeof createReceiptsRepo>;
