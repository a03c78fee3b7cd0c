/** The periodic sweeps: cash orders nobody collected, card orders nobody paid, refunds that failed. */
import { handedOverQty } from '../../../shared/short-lines';
import type { PaymentIntentInfo, PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { OrderAccess } from './order-access';
import type { CancelledBy, OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';

interface OrderSweepsDeps {
  repo: OrdersRepo;
  payments: PaymentProvider;
  load: OrderAccess['load'];
  settle: (record: OrderRecord) => Promise<boolean>;
  cancel: (record: OrderRecord, by: CancelledBy) => Promise<OrderRecord>;
  recordSucceededPayment: (intent: PaymentIntentInfo) => Promise<boolean>;
  notify: OrderNotifications;
  now: () => Date;
  /** How long an unpaid card order holds its stock. */
  cardPaymentWindowMinutes: number;
}

export function createOrderSweeps({
  repo,
  payments,
  load,
  settle: settleCancelledPayment,
  cancel,
  recordSucceededPayment,
  notify,
  now,
  cardPaymentWindowMinutes,
}: OrderSweepsDeps) {
  return {
    /**
     * Cash orders (and held card orders) nobody collected by the end of their pickup plus the
     * seller's grace period lapse as no-shows: their stock goes back to listings still on sale, and buyer and seller are told.
     */
    async sweepNoShows(): Promise<{ noShows: number }> {
      const at = now();
      let noShows = 0;
      for (const id of await repo.listNoShows(at)) {
        const record = await load(id);
        const lapsed = await repo.inTransaction(async () => {
          if (!(await repo.updateStatus(id, record.order.status, 'no_show'))) return false;
          for (const item of record.items) {
            if (item.catchId) await repo.returnStockIfSellable(item.catchId, handedOverQty(item), at);
          }
          return true;
        });
        if (!lapsed) continue;
        noShows += 1;
        // A held card is released; a failed release is retried by sweepCardPayments.
        await settleCancelledPayment(await load(id));
        await notify.noShow(await load(id));
      }
      return { noShows };
    },

    /**
     * The periodic sweep: card orders left unpaid past the payment window are cancelled and their
     * stock returned; cancelled orders whose refund failed earlier are refunded now.
     */
    async sweepCardPayments(): Promise<{ cancelled: number }> {
      let cancelled = 0;
      for (const id of await repo.listUnpaidCardOrders(
        new Date(now().getTime() - cardPaymentWindowMinutes * 60_000),
      )) {
        const record = await load(id);
        const intentId = record.order.paymentIntentId;
        const intent = intentId ? await payments.retrieveIntent(intentId) : null;
        if (intent?.status === 'succeeded' || intent?.status === 'requires_capture') {
          await recordSucceededPayment(intent);
          continue;
        }
        if (intent?.status === 'processing') continue;
        try {
          await cancel(record, 'system');
          cancelled += 1;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      const cancelledButPaid: OrderRecord[] = [];
      for (const id of await repo.listCancelledButPaid()) cancelledButPaid.push(await load(id));
      for (const record of cancelledButPaid) await settleCancelledPayment(record);
      return { cancelled };
    },
  };
}
