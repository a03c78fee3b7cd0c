import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { HarvestArea } from '../../../shared/harvest-areas';
import type { ModerationActionType } from '../../../shared/moderation-kinds';
import { openOrderStatuses } from '../../../shared/order-status';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import {
  areaClosures,
  catches,
  crabberProfiles,
  harvestAreas,
  moderationActions,
  orderItems,
  orders,
  users,
} from '../../db/tables';
import { inTransaction } from '../../db/transaction';

export type HarvestAreaRow = typeof harvestAreas.$inferSelect;
export type AreaClosureRow = typeof areaClosures.$inferSelect;

interface Recorded {
  by: string;
  at: Date;
  action: ModerationActionType;
  note: string;
}

/** An open order with a line from the area: who to tell. */
export interface OrderFromArea {
  orderId: string;
  buyerId: string;
  sellerUserId: string;
}

export function createHarvestAreasRepo(db: Db) {
  /** Written to the activity list in the same transaction as the closure or reopening. */
  async function record(closureId: string, { by, at, action, note }: Recorded) {
    await db.insert(moderationActions).values({
      actorId: by,
      action,
      targetType: 'closure',
      targetId: closureId,
      reason: note,
      createdAt: at,
    });
  }

  return {
    async count(): Promise<number> {
      return db.$count(harvestAreas);
    },

    async insertMany(values: readonly HarvestArea[], at: Date): Promise<void> {
      if (values.length > 0)
        await db
          .insert(harvestAreas)
          .values(values.map((area) => ({ ...area, createdAt: at })))
          .onConflictDoNothing();
    },

    async list(): Promise<HarvestAreaRow[]> {
      return db.select().from(harvestAreas).orderBy(asc(harvestAreas.code));
    },

    async findArea(code: string): Promise<HarvestAreaRow | undefined> {
      return first(await db.select().from(harvestAreas).where(eq(harvestAreas.code, code)));
    },

    /** Every closure not reopened, whatever its dates: the service reads which are in force now. */
    async listUnreopened(): Promise<AreaClosureRow[]> {
      return db
        .select()
        .from(areaClosures)
        .where(isNull(areaClosures.reopenedAt))
        .orderBy(asc(areaClosures.startsAt), asc(areaClosures.id));
    },

    async findClosure(id: string): Promise<AreaClosureRow | undefined> {
      return first(await db.select().from(areaClosures).where(eq(areaClosures.id, id)));
    },

    insertClosure(values: typeof areaClosures.$inferInsert, recorded: Recorded): Promise<AreaClosureRow> {
      return inTransaction(db, async () => {
        const row = first(await db.insert(areaClosures).values(values).returning())!;
        await record(row.id, recorded);
        return row;
      });
    },

    /** False when it was already reopened (two admins at once record one reopening). */
    reopen(id: string, at: Date, recorded: Recorded): Promise<boolean> {
      return inTransaction(db, async () => {
        const done = await db
          .update(areaClosures)
          .set({ reopenedAt: at })
          .where(and(eq(areaClosures.id, id), isNull(areaClosures.reopenedAt)))
          .returning({ id: areaClosures.id });
        if (done.length === 0) return false;
        await record(id, recorded);
        return true;
      });
    },

    /** Takes the area's listings off sale, leaving those already off for another reason. */
    async takeOffSale(code: string): Promise<void> {
      await db
        .update(catches)
        .set({ offSaleReason: 'area_closed' })
        .where(and(eq(catches.harvestAreaCode, code), isNull(catches.offSaleReason)));
    },

    /** Puts back the area's listings its closure took off sale; answers their sellers. */
    async putBackOnSale(code: string): Promise<string[]> {
      const rows = await db
        .update(catches)
        .set({ offSaleReason: null })
        .where(and(eq(catches.harvestAreaCode, code), eq(catches.offSaleReason, 'area_closed')))
        .returning({ crabberId: catches.crabberId });
      return [...new Set(rows.map((row) => row.crabberId))];
    },

    async emailOf(userId: string): Promise<string | null> {
      return (
        first(
          await db
            .select({ email: users.email })
            .from(users)
            .where(and(eq(users.id, userId), isNull(users.deletedAt))),
        )?.email ?? null
      );
    },

    /**
     * The harvest areas of one order's lines (by each line's trace, else its listing's area); null
     * when the order is not the user's, as buyer or as seller.
     */
    async areasOfOrder(orderId: string, userId: string): Promise<string[] | null> {
      const rows = await db
        .select({ trace: orderItems.trace, listingArea: catches.harvestAreaCode })
        .from(orders)
        .innerJoin(crabberProfiles, eq(orders.crabberId, crabberProfiles.id))
        .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
        .leftJoin(catches, eq(orderItems.catchId, catches.id))
        .where(
          and(eq(orders.id, orderId), or(eq(orders.buyerId, userId), eq(crabberProfiles.userId, userId))),
        );
      if (rows.length === 0) return null;
      return rows.flatMap((row) => row.trace?.areaCode ?? row.listingArea ?? []);
    },

    /** Open orders with a line sold from the area (by the line's trace, else its listing's area). */
    async openOrdersFrom(code: string): Promise<OrderFromArea[]> {
      const rows = await db
        .select({
          orderId: orders.id,
          buyerId: orders.buyerId,
          sellerUserId: crabberProfiles.userId,
          trace: orderItems.trace,
          listingArea: catches.harvestAreaCode,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orderItems.orderId, orders.id))
        .innerJoin(crabberProfiles, eq(orders.crabberId, crabberProfiles.id))
        .leftJoin(catches, eq(orderItems.catchId, catches.id))
        .where(inArray(orders.status, [...openOrderStatuses]));
      const found = new Map<string, OrderFromArea>();
      for (const row of rows) {
        const area = row.trace?.areaCode ?? row.listingArea;
        if (area === code)
          found.set(row.orderId, {
            orderId: row.orderId,
            buyerId: row.buyerId,
            sellerUserId: row.sellerUserId,
          });
      }
      return [...found.values()];
    },
  };
}

export type HarvestAreasRepo = ReturnType<typeof createHarvestAreasRepo>;
