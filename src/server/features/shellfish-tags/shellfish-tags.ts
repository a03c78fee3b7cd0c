/**
 * A buyer's shellfish tag records of the last 90 days, from each sold line's trace snapshot
 * (order_items.trace), so later edits of a listing never change them. Only the buyer's own orders,
 * cancelled ones left out: nothing was received.
 */
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { csvFile } from '../../../shared/csv';
import { orderStatuses } from '../../../shared/order-status';
import { SHELLFISH_TAG_DAYS, type ShellfishTagRecordDto } from '../../../shared/shellfish-tag-records';
import type { Db } from '../../db/client';
import { crabberProfiles, orderItems, orders } from '../../db/tables';

const DAY_MS = 24 * 60 * 60 * 1000;
const received = orderStatuses.filter((status) => status !== 'cancelled');

export function createShellfishTags(db: Db, now: () => Date = () => new Date()) {
  return {
    async listForBuyer(buyerId: string): Promise<ShellfishTagRecordDto[]> {
      const since = new Date(now().getTime() - SHELLFISH_TAG_DAYS * DAY_MS);
      const rows = await db
        .select({
          orderId: orders.id,
          orderedAt: orders.createdAt,
          seller: crabberProfiles.displayName,
          title: orderItems.title,
          qty: orderItems.qty,
          unitType: orderItems.unitType,
          trace: orderItems.trace,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orderItems.orderId, orders.id))
        .innerJoin(crabberProfiles, eq(orders.crabberId, crabberProfiles.id))
        .where(
          and(eq(orders.buyerId, buyerId), gte(orders.createdAt, since), inArray(orders.status, received)),
        )
        .orderBy(desc(orders.createdAt), desc(orderItems.id));
      return rows.flatMap(({ trace, orderedAt, ...row }) =>
        trace?.shellfishTag ? [{ ...row, orderedAt: orderedAt.toISOString(), tag: trace.shellfishTag }] : [],
      );
    },
  };
}

const header = [
  'Order',
  'Ordered',
  'Seller',
  'Product',
  'Quantity',
  'Unit',
  'Harvester',
  'Harvester licence',
  'Harvested on',
  'Harvest area',
  'Tag quantity',
  'Tag unit',
  'Tag number',
];

export function shellfishTagsCsv(records: readonly ShellfishTagRecordDto[]): string {
  const lines = records.map((r) => [
    r.orderId,
    r.orderedAt,
    r.seller,
    r.title,
    r.qty,
    r.unitType,
    r.tag.harvesterName,
    r.tag.licenceNumber,
    r.tag.harvestedOn,
    r.tag.areaCode,
    r.tag.quantity,
    r.tag.unit,
    r.tag.tagNumber ?? '',
  ]);
  return csvFile([header, ...lines]);
}
