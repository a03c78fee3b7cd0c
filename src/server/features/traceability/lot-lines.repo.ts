/** Every order line of one lot, with its buyer and seller, for a recall (read through order_items_lot_idx). */
import { asc, eq } from 'drizzle-orm';
import type { ModerationActionType } from '../../../shared/moderation-kinds';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { catches, crabberProfiles, moderationActions, orderItems, orders, users } from '../../db/tables';

export function createLotLinesRepo(db: Db) {
  return {
    async linesOf(lotCode: string) {
      return db
        .select({
          orderId: orderItems.orderId,
          catchId: orderItems.catchId,
          title: orderItems.title,
          species: orderItems.species,
          qty: orderItems.qty,
          finalQty: orderItems.finalQty,
          trace: orderItems.trace,
          status: orders.status,
          pickupSlotStart: orders.pickupSlotStart,
          createdAt: orders.createdAt,
          sellerId: orders.crabberId,
          sellerName: crabberProfiles.displayName,
          buyerId: users.id,
          buyerEmail: users.email,
          buyerFirstName: users.firstName,
          buyerLastName: users.lastName,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(users, eq(users.id, orders.buyerId))
        .innerJoin(crabberProfiles, eq(crabberProfiles.id, orders.crabberId))
        .where(eq(orderItems.lotCode, lotCode))
        .orderBy(asc(orders.createdAt), asc(orderItems.id));
    },

    /** The listing that carries the code, for a lot nobody has bought yet. */
    async listingOf(lotCode: string) {
      return first(
        await db
          .select({
            id: catches.id,
            title: catches.title,
            species: catches.species,
            harvestDate: catches.harvestDate,
            harvestLocation: catches.harvestLocation,
            harvestAreaCode: catches.harvestAreaCode,
            sellerId: crabberProfiles.id,
            sellerName: crabberProfiles.displayName,
          })
          .from(catches)
          .innerJoin(crabberProfiles, eq(crabberProfiles.id, catches.crabberId))
          .where(eq(catches.lotCode, lotCode)),
      );
    },

    async recordNotice(lotCode: string, by: string, at: Date, note: string): Promise<void> {
      const action: ModerationActionType = 'lot_buyers_notified';
      await db.insert(moderationActions).values({
        actorId: by,
        action,
        targetType: 'lot',
        targetId: lotCode,
        reason: note,
        createdAt: at,
      });
    },
  };
}

export type LotLinesRepo = ReturnType<typeof createLotLinesRepo>;
export type LotLineRow = Awaited<ReturnType<LotLinesRepo['linesOf']>>[number];
