/**
 * Charging a held card at the dock (docs/decisions/026-card-holds.md): completing the pickup of an
 * authorised card order captures the final amount, never above the hold, with the buyer fee on what
 * is captured. The capture is made before the order completes, under one key per order, so two
 * completions at once capture once and a refused capture leaves the order open.
 */
import { cardHoldMessages } from '../../../shared/card-holds';
import { finalAmounts } from '../../../shared/weighed-lines';
import { CaptureRefusedError, type PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { OrderRecord, OrdersRepo } from './orders.repo';

export interface CardCaptureDeps {
  repo: OrdersRepo;
  payments: PaymentProvider;
  now: () => Date;
  /** What else learns of a capture (test mode's dispute cards are disputed once charged). */
  afterCapture?: ((intentId: string) => Promise<void>) | undefined;
}

export type CaptureCard = (record: OrderRecord) => Promise<void>;

/** Captures a held card order's final amount and records it; other orders pass untouched. */
export function createCardCapture({ repo, payments, now, afterCapture }: CardCaptureDeps): CaptureCard {
  return async (record) => {
    const { order, items } = record;
    if (order.paymentMethod !== 'card' || order.paymentStatus !== 'authorized' || !order.paymentIntentId) {
      return;
    }
    const amounts = finalAmounts(items, 'card');
    if (amounts.totalCents > (order.authorizedCents ?? 0)) {
      throw new AppError('CONFLICT', cardHoldMessages.aboveHold);
    }
    let captured: { amountCapturedCents: number; chargeId: string | null };
    try {
      captured = await payments.captureIntent({
        intentId: order.paymentIntentId,
        amountCents: amounts.totalCents,
        applicationFeeCents: amounts.feesCents,
        idempotencyKey: `capture-order-${order.id}`,
      });
    } catch (error) {
      if (!(error instanceof CaptureRefusedError)) throw error;
      const intent = await payments.retrieveIntent(order.paymentIntentId);
      if (intent?.status === 'canceled') {
        // The hold lapsed before the pickup: the buyer pays again before the catch is handed over.
        await repo.markHoldLapsed(order.id, now());
        throw new AppError('CONFLICT', cardHoldMessages.holdLapsed, { cause: error });
      }
      throw new AppError('CONFLICT', cardHoldMessages.captureRefused, { cause: error });
    }
    await repo.inTransaction(async () => {
      if (await repo.markCaptured(order.id, captured.amountCapturedCents, captured.chargeId)) {
        await repo.setAmounts(order.id, amounts);
      }
    });
    await afterCapture?.(order.paymentIntentId);
  };
}
