/**
 * The comparison at the heart of the daily reconciliation, kept free of I/O: each card order's
 * recorded authorisation, capture, release and refunds against the provider's intent, and every
 * provider record no order knows. Written to the money model of docs/product/payments.md: an
 * `authorized` order holds `authorized_cents`, a `released` one holds and captured nothing, and a
 * captured order was charged `captured_cents` (cardChargedCents for older orders).
 */
import type { DifferenceKind } from '../../../shared/reconciliation.dto';
import { cardChargedCents, type SaleLine } from '../../../shared/weighed-lines';
import type {
  ProviderIntentRecord,
  ProviderRefundRecord,
} from '../../integrations/payments/payment-provider';

export interface RecordedOrder {
  id: string;
  paymentStatus: string;
  paymentIntentId: string;
  authorizedCents: number | null;
  capturedCents: number | null;
  items: readonly SaleLine[];
  /** The card credit notes the provider refunded, by the provider's refund id. */
  refunds: readonly { providerRefundId: string; amountCents: number }[];
}

export interface Difference {
  orderId: string | null;
  kind: DifferenceKind;
  providerRef: string | null;
  recordedCents: number | null;
  providerCents: number | null;
  detail: string;
}

const captured = new Set(['paid', 'partially_refunded', 'refunded', 'disputed']);

function compareOrder(order: RecordedOrder, intent: ProviderIntentRecord | undefined): Difference[] {
  const at = (
    kind: DifferenceKind,
    detail: string,
    recordedCents: number | null = null,
    providerCents: number | null = null,
  ): Difference => ({
    orderId: order.id,
    kind,
    providerRef: order.paymentIntentId,
    recordedCents,
    providerCents,
    detail,
  });
  if (!intent) return [at('intent_missing', 'The provider has no record of this order’s payment')];
  const found: Difference[] = [];
  const holding = intent.status === 'requires_capture';
  if (order.paymentStatus === 'authorized') {
    if (!holding)
      found.push(at('status', `BayCatch holds the card; the provider’s payment is ${intent.status}`));
    else if (intent.amountCapturableCents !== order.authorizedCents)
      found.push(
        at(
          'authorization_amount',
          'The amount held differs',
          order.authorizedCents,
          intent.amountCapturableCents,
        ),
      );
  } else if (order.paymentStatus === 'released') {
    if (holding)
      found.push(
        at(
          'status',
          'BayCatch released the hold; the provider still holds the card',
          0,
          intent.amountCapturableCents,
        ),
      );
    else if (intent.amountReceivedCents > 0)
      found.push(
        at(
          'status',
          'BayCatch released the hold; the provider charged the card',
          0,
          intent.amountReceivedCents,
        ),
      );
  } else if (captured.has(order.paymentStatus)) {
    const charged = cardChargedCents(order.capturedCents, order.items);
    if (intent.status !== 'succeeded') {
      found.push(
        at(
          'status',
          `BayCatch recorded a charge; the provider’s payment is ${intent.status}`,
          charged,
          intent.amountReceivedCents,
        ),
      );
    } else if (intent.amountReceivedCents !== charged) {
      found.push(at('capture_amount', 'The amount charged differs', charged, intent.amountReceivedCents));
    }
    const refunded =
      order.paymentStatus === 'refunded'
        ? charged
        : order.refunds.reduce((sum, note) => sum + note.amountCents, 0);
    if (intent.status === 'succeeded' && refunded !== intent.amountRefundedCents)
      found.push(at('refund_amount', 'The amount refunded differs', refunded, intent.amountRefundedCents));
  } else if (intent.status === 'succeeded' || holding) {
    found.push(
      at(
        'status',
        `BayCatch recorded no payment; the provider’s payment is ${intent.status}`,
        0,
        holding ? intent.amountCapturableCents : intent.amountReceivedCents,
      ),
    );
  }
  return found;
}

/**
 * `orders` are the card orders to check (those of the day and those the listed intents pay),
 * `intents` every intent the provider knows of them or created that day, `listed` the day's.
 */
export function compareRecords(
  orders: readonly RecordedOrder[],
  intents: ReadonlyMap<string, ProviderIntentRecord>,
  listed: { intents: readonly ProviderIntentRecord[]; refunds: readonly ProviderRefundRecord[] },
): Difference[] {
  const differences = orders.flatMap((order) => compareOrder(order, intents.get(order.paymentIntentId)));
  const byIntent = new Map(orders.map((order) => [order.paymentIntentId, order]));
  for (const intent of listed.intents) {
    if (intent.purpose === 'order' && !byIntent.has(intent.id)) {
      differences.push({
        orderId: null,
        kind: 'unknown_intent',
        providerRef: intent.id,
        recordedCents: null,
        providerCents: intent.amountReceivedCents || intent.amountCapturableCents || intent.amountCents,
        detail: `A payment no order knows (${intent.status})`,
      });
    }
  }
  const knownRefunds = new Set(orders.flatMap((order) => order.refunds.map((note) => note.providerRefundId)));
  for (const refund of listed.refunds) {
    const order = refund.paymentIntentId ? byIntent.get(refund.paymentIntentId) : undefined;
    // A cancelled order is refunded in full without a credit note: its refund is known.
    if (knownRefunds.has(refund.id) || order?.paymentStatus === 'refunded') continue;
    // A refund of a promotion's payment is compare-promotions.ts's; one of a payment no order knows
    // is listed above as that payment.
    if (!order) continue;
    differences.push({
      orderId: order?.id ?? null,
      kind: 'unknown_refund',
      providerRef: refund.id,
      recordedCents: null,
      providerCents: refund.amountCents,
      detail: 'A refund made at the provider that BayCatch did not record',
    });
  }
  return differences;
}
