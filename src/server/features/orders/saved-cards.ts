/**
 * Far pickups (docs/decisions/028-saved-cards.md): a hold lapses after 7 days, so a card order whose
 * pickup starts more than 6 days after checkout saves the card (a setup intent) and the sweep holds
 * it, off-session, once the order's cut-off passes. From then it is a held order like any other; a
 * declined card tells buyer and seller and the order waits for the buyer to pay, or lapses unpaid.
 */
import { centsToDecimal } from '../../../shared/money';
import type { PaymentIntentDto } from '../../../shared/order.schema';
import { authorizeAtOf } from '../../../shared/saved-cards';
import { maxAmounts } from '../../../shared/weighed-lines';
import type { PaymentProvider, SetupIntentInfo } from '../../integrations/payments/payment-provider';
import type { Logger } from '../../lib/logger';
import type { OrderAccess } from './order-access';
import { orderDescriptionOf, orderHoldInput } from './order-hold';
import type { OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';

interface SavedCardsDeps {
  repo: OrdersRepo;
  payments: PaymentProvider;
  load: OrderAccess['load'];
  notify: OrderNotifications;
  logger: Logger;
  now: () => Date;
}

export function createSavedCards({ repo, payments, load, notify, logger, now }: SavedCardsDeps) {
  const authorizeAtOfOrder = (record: OrderRecord) =>
    authorizeAtOf(record.order.pickupSlotStart ?? now(), record.crabber.orderCutoffHours);

  /** The card is saved: the order waits for its cut-off, and the seller hears of it now. */
  async function recordSavedCard(setup: SetupIntentInfo): Promise<boolean> {
    if (setup.status !== 'succeeded' || setup.metadata.purpose !== 'order') return false;
    const record = await repo.findById(setup.metadata.referenceId ?? '');
    if (!record || record.order.setupIntentId !== setup.id) return false;
    if (!(await repo.markCardSaved(record.order.id, setup.id, authorizeAtOfOrder(record)))) return false;
    const saved = await load(record.order.id);
    await notify.placed(saved);
    await notify.cardSaved(saved);
    return true;
  }

  /** Holds one due order's saved card, once even with two sweeps at once (the row is claimed first). */
  async function authorise(id: string): Promise<'held' | 'declined' | 'skipped'> {
    const at = now();
    if (!(await repo.claimSavedCard(id, at))) return 'skipped';
    const record = await load(id);
    const { order, crabber } = record;
    if (order.status !== 'confirmed' || !order.setupIntentId || !crabber.stripeAccountId) return 'skipped';
    let intent: Awaited<ReturnType<PaymentProvider['authorizeSaved']>>;
    try {
      intent = await payments.authorizeSaved({
        ...orderHoldInput(record, crabber.stripeAccountId, `order-${order.id}-saved-card`),
        setupIntentId: order.setupIntentId,
      });
    } catch (error) {
      // The provider did not answer: the order waits again and the next sweep tries (same key).
      await repo.markCardSaved(order.id, order.setupIntentId, at);
      logger.warn('saved card could not be held; will retry', { orderId: order.id, error });
      return 'skipped';
    }
    await repo.recordPaymentIntent(order.id, intent.id);
    if (intent.status === 'requires_capture') {
      await repo.markAuthorized(order.id, {
        intentId: intent.id,
        chargeId: intent.chargeId,
        authorizedCents: intent.amountCapturableCents,
        expiresAt: intent.authorizationExpiresAt,
      });
      return 'held';
    }
    // The buyer pays this same intent on the payment page, as any unpaid card order.
    logger.info('saved card declined at the cut-off', { orderId: order.id, intentId: intent.id });
    await notify.savedCardDeclined(await load(id));
    return 'declined';
  }

  return {
    recordSavedCard,

    /** A saved card due now (a standing order's week near enough to hold) is held at once, not at the next sweep. */
    holdIfDue: authorise,

    /** The payment page of a far pickup: the setup intent to save the card with, made once. */
    async setUpSavedCard(record: OrderRecord): Promise<PaymentIntentDto> {
      const hold = maxAmounts(record.items, 'card');
      const existing = record.order.setupIntentId
        ? await payments.retrieveSetupIntent(record.order.setupIntentId)
        : null;
      const setup =
        existing ??
        (await payments.createSetupIntent({
          purpose: 'order',
          referenceId: record.order.id,
          description: orderDescriptionOf(record),
          idempotencyKey: `order-${record.order.id}-setup`,
        }));
      if (!existing) await repo.recordSetupIntent(record.order.id, setup.id);
      return {
        clientSecret: setup.clientSecret,
        paymentIntentId: setup.id,
        amount: centsToDecimal(hold.totalCents),
        fees: centsToDecimal(hold.feesCents),
        authorizeAt: authorizeAtOfOrder(record).toISOString(),
      };
    },

    /** The timer's sweep: every saved card whose cut-off has passed is held, or the buyer asked to pay. */
    async sweepSavedCards(): Promise<{ held: number; declined: number }> {
      let held = 0;
      let declined = 0;
      for (const id of await repo.listSavedCardsDue(now())) {
        const outcome = await authorise(id);
        if (outcome === 'held') held += 1;
        if (outcome === 'declined') declined += 1;
      }
      return { held, declined };
    },
  };
}
export type SavedCards = ReturnType<typeof createSavedCards>;
