/** The buyer's card payment of an order: its intent made once, and its outcome read back. */
import { orderMessages } from '../../../shared/messages/order';
import { centsToDecimal } from '../../../shared/money';
import type { OrderDto, PaymentIntentDto } from '../../../shared/order.schema';
import { isAwaitingCardPayment } from '../../../shared/order-status';
import { acceptsCardPayments } from '../../../shared/roles';
import { savesCard } from '../../../shared/saved-cards';
import { maxAmounts } from '../../../shared/weighed-lines';
import type { PaymentIntentInfo, PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { OrderViewer } from '../../lib/order-viewer';
import { toOrderDto } from './order.mapper';
import type { OrderAccess } from './order-access';
import { orderHoldInput } from './order-hold';
import type { OrdersRepo } from './orders.repo';
import type { SavedCards } from './saved-cards';

interface CardPaymentDeps extends OrderAccess {
  repo: OrdersRepo;
  payments: PaymentProvider;
  recordSucceededPayment: (intent: PaymentIntentInfo) => Promise<boolean>;
  reconcilePayment: (intent: PaymentIntentInfo) => Promise<unknown>;
  savedCards: SavedCards;
  now: () => Date;
}

export function createCardPayment({
  repo,
  payments,
  load,
  loadFor,
  recordSucceededPayment,
  reconcilePayment,
  savedCards,
  now,
}: CardPaymentDeps) {
  return {
    /** The card payment of the buyer's own unpaid card order; asking again returns the same one. */
    async createPaymentIntent(buyerId: string, id: string): Promise<PaymentIntentDto> {
      const record = await load(id);
      if (record.order.buyerId !== buyerId) throw new AppError('NOT_FOUND', orderMessages.notFound);
      const { order, crabber } = record;
      if (!isAwaitingCardPayment(order, order.authorizeAt !== null)) {
        if (order.paymentMethod !== 'card') throw new AppError('CONFLICT', orderMessages.notCardOrder);
        if (order.status === 'cancelled') throw new AppError('CONFLICT', orderMessages.cancelledOrder);
        throw new AppError('CONFLICT', orderMessages.alreadyPaid);
      }
      // The card is held for the most the order may cost and charged at the dock for what is
      // handed over (docs/decisions/026-card-holds.md).
      const hold = maxAmounts(record.items, 'card');
      const answer = (intent: PaymentIntentInfo): PaymentIntentDto => ({
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: centsToDecimal(hold.totalCents),
        fees: centsToDecimal(hold.feesCents),
      });

      // A pickup too far off to hold the card for saves it instead (saved-cards.ts).
      if (
        !order.paymentIntentId &&
        (order.setupIntentId || savesCard(order.pickupSlotStart, now())) &&
        acceptsCardPayments(crabber.stripeAccountStatus) &&
        crabber.stripeAccountId
      ) {
        return savedCards.setUpSavedCard(record);
      }

      let idempotencyKey = `order-${order.id}`;
      if (order.paymentIntentId) {
        const existing = await payments.retrieveIntent(order.paymentIntentId);
        if (existing?.status === 'succeeded' || existing?.status === 'requires_capture') {
          await recordSucceededPayment(existing);
          throw new AppError('CONFLICT', orderMessages.alreadyPaid);
        }
        if (existing && existing.status !== 'canceled') return answer(existing);
        idempotencyKey = `order-${order.id}-after-${order.paymentIntentId}`;
      }
      // The seller is paid by destination charge. An account that lost its charges since checkout
      // (Stripe disabled it) takes no payment: the buyer is told to cancel and pay cash instead
      // (docs/decisions/010-card-only-for-sellers-who-can-take-it.md).
      if (!acceptsCardPayments(crabber.stripeAccountStatus) || !crabber.stripeAccountId) {
        throw new AppError('CONFLICT', orderMessages.cardNoLongerTaken(crabber.displayName));
      }
      const intent = await payments.createIntent(
        orderHoldInput(record, crabber.stripeAccountId, idempotencyKey),
      );
      await repo.recordPaymentIntent(order.id, intent.id);
      return answer(intent);
    },

    /**
     * Asks the provider how the order's payment stands and records a success. The payment page
     * calls it after the card form reports success, so the order shows paid even before a
     * webhook arrives; the webhook then changes nothing.
     */
    async syncPayment(viewer: OrderViewer, id: string): Promise<OrderDto> {
      const { record, role } = await loadFor(viewer, id);
      const { setupIntentId, paymentIntentId, authorizeAt } = record.order;
      if (setupIntentId && !paymentIntentId && !authorizeAt) {
        const setup = await payments.retrieveSetupIntent(setupIntentId);
        if (setup) await savedCards.recordSavedCard(setup);
      }
      if (record.order.paymentIntentId && record.order.paymentStatus === 'pending') {
        const intent = await payments.retrieveIntent(record.order.paymentIntentId);
        if (intent) await reconcilePayment(intent);
      }
      return toOrderDto(await load(id), role);
    },
  };
}
