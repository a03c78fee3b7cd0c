import type { Db } from '../../db/client';
import { inTransaction as runInTransaction } from '../../db/transaction';
import { createCardHoldsRepo } from './card-holds.repo';
import { createCheckoutRepo } from './checkout.repo';
import { createOrderPaymentsRepo } from './order-payments.repo';
import { createOrderRecordsRepo } from './order-records.repo';
import { createOrderStatusRepo } from './order-status.repo';
import { createReceiptsRepo } from './receipts.repo';
import { createRemindersRepo } from './reminders.repo';
import { createSaleRecordsRepo } from './sale-records.repo';
import { createSavedCardsRepo } from './saved-cards.repo';

export type { OrderRecord } from './order-record';

export function createOrdersRepo(db: Db) {
  return {
    ...createOrderRecordsRepo(db),
    ...createCheckoutRepo(db),
    ...createOrderStatusRepo(db),
    ...createOrderPaymentsRepo(db),
    ...createSaleRecordsRepo(db),
    ...createCardHoldsRepo(db),
    ...createSavedCardsRepo(db),
    ...createRemindersRepo(db),
    /** A completion issues its receipt in the same transaction (order-completion.ts). */
    issueReceipt: createReceiptsRepo(db).issueReceipt,

    inTransaction<T>(work: () => Promise<T>): Promise<T> {
      // The open transaction is kept for the work's awaits (db/transaction.ts): every repository
      // call made inside `work` belongs to it. On SQLite, IMMEDIATE takes the write lock up front.
      return runInTransaction(db, work);
    },
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
