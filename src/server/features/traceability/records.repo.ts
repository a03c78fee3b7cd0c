/** The order lines a traceability record is made of: completed lines with their seller and receipt. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catches, crabberProfiles, orderItems, orders, receipts } from '../../db/tables';

const lineColumns = {
  orderId: orderItems.orderId,
  lotCode: orderItems.lotCode,
  title: orderItems.title,
  species: orderItems.species,
  unitType: orderItems.unitType,
  qty: orderItems.qty,
  finalQty: orderItems.finalQty,
  finalWeightCentilb: orderItems.finalWeightCentilb,
  trace: orderItems.trace,
  prep: catches.prep,
  sizeMix: catches.sizeMix,
  sellerName: crabberProfiles.displayName,
  sellerAddress: crabberProfiles.pickupLocationAddress,
  orderPickupAddress: orders.pickupLocationAddress,
  pickupSlotStart: orders.pickupSlotStart,
  orderUpdatedAt: orders.updatedAt,
  receiptNumber: receipts.number,
};

export type TracedLineRow = Awaited<
  ReturnType<ReturnType<typeof createRecordsRepo>['completedLinesOf']>
>[number];

export function createRecordsRepo(db: Db) {
  return {
    /**
     * Every completed line of the buyer's. The pickup day is worked out on the dock's clock by the
     * caller, so the range is applied there; a buyer's completed orders are few enough to read whole.
     */
    async completedLinesOf(buyerId: string) {
      return db
        .select(lineColumns)
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(crabberProfiles, eq(crabberProfiles.id, orders.crabberId))
        .leftJoin(catches, eq(catches.id, orderItems.catchId))
        .leftJoin(receipts, eq(receipts.orderId, orders.id))
        .where(and(eq(orders.buyerId, buyerId), eq(orders.status, 'completed')));
    },
  };
}

export type RecordsRepo = ReturnType<typeof createRecordsRepo>;
