import type { Db } from '../../db/client';
import type { crabberProfiles, orderItems, orders, users } from '../../db/tables';
import { inTransaction as runInTransaction } from '../../db/transaction';
import { createCheckoutRepo } from './checkout.repo';
import { createOrderPaymentsRepo } from './order-payments.repo';
import { createOrderRecordsRepo } from './order-records.repo';
import { createOrderStatusRepo } from './order-status.repo';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  crabber: typeof crabberProfiles.$inferSelect;
  buyer: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'deletedAt'>;
  /** The seller's own account e-mail, for their notifications. */
  sellerEmail: string;
  /** The seller's phone, which only a buyer with an open order gets to see. */
  sellerPhone: string | null;
  sellerUserId: string;
}

export function createOrdersRepo(db: Db) {
  return {
    ...createOrderRecordsRepo(db),
    ...createCheckoutRepo(db),
    ...createOrderStatusRepo(db),
    ...createOrderPaymentsRepo(db),

    inTransaction<T>(work: () => Promise<T>): Promise<T> {
      // The open transaction is kept for the work's awaits (db/transaction.ts): every repository
      // call made inside `work` belongs to it. On SQLite, IMMEDIATE takes the write lock up front.
      return runInTransaction(db, work);
    },
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
