/** What the daily reconciliation reads of BayCatch's own records, and where it keeps its findings. */
import { and, eq, gte, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import {
  catchPromotions,
  creditNotes,
  orderItems,
  orders,
  reconciliationDifferences,
  reconciliationRuns,
} from '../../db/tables';
import { inTransaction } from '../../db/transaction';
import type { RecordedPromotion } from './compare-promotions';
import type { Difference, RecordedOrder } from './compare-records';

export function createReconciliationRepo(db: Db) {
  return {
    /** Card orders with a payment created in [from, to), or paid by one of `intentIds`. */
    async cardOrders(
      range: { from: Date; to: Date },
      intentIds: readonly string[],
    ): Promise<RecordedOrder[]> {
      const inRange = and(gte(orders.createdAt, range.from), lt(orders.createdAt, range.to));
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'card'),
            isNotNull(orders.paymentIntentId),
            intentIds.length > 0 ? or(inRange, inArray(orders.paymentIntentId, [...intentIds])) : inRange,
          ),
        );
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
      const notes = await db
        .select()
        .from(creditNotes)
        .where(
          and(
            inArray(creditNotes.orderId, ids),
            eq(creditNotes.method, 'card'),
            isNotNull(creditNotes.providerRefundId),
          ),
        );
      return rows.map((row) => ({
        id: row.id,
        paymentStatus: row.paymentStatus,
        paymentIntentId: row.paymentIntentId!,
        authorizedCents: row.authorizedCents,
        capturedCents: row.capturedCents,
        items: items.filter((item) => item.orderId === row.id),
        refunds: notes
          .filter((note) => note.orderId === row.id)
          .map((note) => ({ providerRefundId: note.providerRefundId!, amountCents: note.amountCents })),
      }));
    },

    /** Promotions paid in [from, to), or paid by one of `intentIds`. */
    async promotions(
      range: { from: Date; to: Date },
      intentIds: readonly string[],
    ): Promise<RecordedPromotion[]> {
      const inRange = and(
        gte(catchPromotions.createdAt, range.from),
        lt(catchPromotions.createdAt, range.to),
      );
      return db
        .select({
          paymentIntentId: catchPromotions.paymentIntentId,
          catchId: catchPromotions.catchId,
          amountCents: catchPromotions.amountCents,
        })
        .from(catchPromotions)
        .where(
          intentIds.length > 0
            ? or(inRange, inArray(catchPromotions.paymentIntentId, [...intentIds]))
            : inRange,
        );
    },

    /** Replaces the day's findings with these. */
    async saveRun(date: string, checked: number, differences: readonly Difference[], ranAt: Date) {
      await inTransaction(db, async () => {
        await db.delete(reconciliationDifferences).where(eq(reconciliationDifferences.date, date));
        await db.delete(reconciliationRuns).where(eq(reconciliationRuns.date, date));
        await db.insert(reconciliationRuns).values({ date, checked, ranAt });
        if (differences.length > 0)
          await db.insert(reconciliationDifferences).values(differences.map((d) => ({ ...d, date })));
      });
    },

    async findRun(date: string) {
      const run = first(await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.date, date)));
      if (!run) return undefined;
      const differences = await db
        .select()
        .from(reconciliationDifferences)
        .where(eq(reconciliationDifferences.date, date))
        .orderBy(reconciliationDifferences.createdAt, reconciliationDifferences.id);
      return { run, differences };
    },
  };
}
