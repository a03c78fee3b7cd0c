/**
 * Read-only figures over a seller's orders and listings for the dashboard. Orders belong to the
 * orders feature; nothing here writes them. Item value is always summed from the order's item
 * snapshots (quantity times the agreed unit price), never from the live listing.
 */
import { and, count, desc, eq, gt, gte, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { catches, disputes, orderItems, orders } from '../../db/tables';

const itemValue = sql<number>`coalesce(sum(${orderItems.qty} * ${orderItems.unitPriceCents}), 0)`.mapWith(
  Number,
);

export function createSellerStatsRepo(db: Db) {
  return {
    /** Item value of the seller's completed orders; with `since`, of those completed since then. */
    async completedItemValue(crabberId: string, since?: Date): Promise<number> {
      const conditions = [eq(orders.crabberId, crabberId), eq(orders.status, 'completed')];
      // Completed is a final status, so an order's last update is when it was completed.
      if (since) conditions.push(gte(orders.updatedAt, since));
      return (
        first(
          await db
            .select({ value: itemValue })
            .from(orderItems)
            .innerJoin(orders, eq(orders.id, orderItems.orderId))
            .where(and(...conditions)),
        )?.value ?? 0
      );
    },
    /**
     * What lost card disputes took back from the seller's completed orders (each at most the
     * order's item value: the service fee is the platform's); with `since`, those lost since then.
     */
    async lostDisputeValue(crabberId: string, since?: Date): Promise<number> {
      const conditions = [
        eq(orders.crabberId, crabberId),
        eq(orders.status, 'completed'),
        eq(disputes.status, 'lost'),
      ];
      // A lost dispute is final, so its last update is when it was lost.
      if (since) conditions.push(gte(disputes.updatedAt, since));
      return (
        first(
          await db
            .select({
              value: sql<number>`coalesce(sum(min_value), 0)`.mapWith(Number),
            })
            .from(
              db
                .select({
                  minValue:
                    sql<number>`case when ${disputes.amountCents} < ${orders.amountSubtotalCents} then ${disputes.amountCents} else ${orders.amountSubtotalCents} end`.as(
                      'min_value',
                    ),
                })
                .from(disputes)
                .innerJoin(orders, eq(orders.id, disputes.orderId))
                .where(and(...conditions))
                .as('lost'),
            ),
        )?.value ?? 0
      );
    },
    async orderCounts(crabberId: string): Promise<{ total: number; completed: number }> {
      const row = first(
        await db
          .select({
            total: count(),
            completed:
              sql<number>`coalesce(sum(case when ${orders.status} = 'completed' then 1 else 0 end), 0)`.mapWith(
                Number,
              ),
          })
          .from(orders)
          .where(eq(orders.crabberId, crabberId)),
      );
      return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
    },
    async countActiveListings(crabberId: string, now: Date): Promise<number> {
      return await db.$count(
        catches,
        and(
          eq(catches.crabberId, crabberId),
          eq(catches.isActive, true),
          isNull(catches.hiddenAt),
          gt(catches.expiresAt, now),
        ),
      );
    },
    async topSpecies(crabberId: string, limit: number) {
      return await db
        .select({
          species: orderItems.species,
          revenueCents: itemValue,
          count: sql<number>`sum(${orderItems.qty})`.mapWith(Number),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.crabberId, crabberId), eq(orders.status, 'completed')))
        .groupBy(orderItems.species)
        .orderBy(desc(itemValue), orderItems.species)
        .limit(limit);
    },
    /** Each listing with the units and item value taken by orders neither cancelled nor lapsed. */
    async inventory(crabberId: string) {
      const sold = db
        .select({
          catchId: orderItems.catchId,
          soldQuantity: sql<number>`sum(${orderItems.qty})`.mapWith(Number).as('sold_quantity'),
          revenueCents: sql<number>`sum(${orderItems.qty} * ${orderItems.unitPriceCents})`
            .mapWith(Number)
            .as('revenue_cents'),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.crabberId, crabberId), notInArray(orders.status, ['cancelled', 'no_show'])))
        .groupBy(orderItems.catchId)
        .as('sold');
      return await db
        .select({
          id: catches.id,
          title: catches.title,
          photos: catches.photos,
          unitPriceCents: catches.unitPriceCents,
          unitType: catches.unitType,
          qtyAvailable: catches.qtyAvailable,
          soldQuantity: sql<number>`coalesce(${sold.soldQuantity}, 0)`.mapWith(Number),
          revenueCents: sql<number>`coalesce(${sold.revenueCents}, 0)`.mapWith(Number),
        })
        .from(catches)
        .leftJoin(sold, eq(sold.catchId, catches.id))
        .where(eq(catches.crabberId, crabberId))
        .orderBy(desc(catches.postedAt));
    },
  };
}
export type SellerStatsRepo = ReturnType<typeof createSellerStatsRepo>;
