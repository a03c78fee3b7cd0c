/**
 * The daily reconciliation's second half, free of I/O like compare-records.ts: each paid promotion
 * (a seller paying BayCatch to feature a listing, charged in full and never refunded by BayCatch)
 * against the provider's intent, and every paid promotion intent or refund of one no promotion knows.
 */
import type {
  ProviderIntentRecord,
  ProviderRefundRecord,
} from '../../integrations/payments/payment-provider';
import type { Difference } from './compare-records';

export interface RecordedPromotion {
  paymentIntentId: string;
  catchId: string | null;
  amountCents: number;
}

function comparePromotion(
  promotion: RecordedPromotion,
  intent: ProviderIntentRecord | undefined,
): Difference[] {
  const at = (
    kind: Difference['kind'],
    detail: string,
    recordedCents: number | null,
    providerCents: number | null,
  ): Difference => ({
    orderId: null,
    kind,
    providerRef: promotion.paymentIntentId,
    recordedCents,
    providerCents,
    detail: `Promotion of listing ${promotion.catchId ?? '(deleted)'}: ${detail}`,
  });
  if (!intent)
    return [at('intent_missing', 'the provider has no record of its payment', promotion.amountCents, null)];
  if (intent.status !== 'succeeded')
    return [
      at(
        'status',
        `BayCatch recorded it paid; the provider’s payment is ${intent.status}`,
        promotion.amountCents,
        intent.amountReceivedCents,
      ),
    ];
  const found: Difference[] = [];
  if (intent.amountReceivedCents !== promotion.amountCents)
    found.push(
      at('capture_amount', 'the amount charged differs', promotion.amountCents, intent.amountReceivedCents),
    );
  if (intent.amountRefundedCents > 0)
    found.push(at('refund_amount', 'BayCatch gives no promotion back', 0, intent.amountRefundedCents));
  return found;
}

/** `promotions` those paid that day or paid by a listed intent; `intents` as for compareRecords. */
export function comparePromotions(
  promotions: readonly RecordedPromotion[],
  intents: ReadonlyMap<string, ProviderIntentRecord>,
  listed: { intents: readonly ProviderIntentRecord[]; refunds: readonly ProviderRefundRecord[] },
): Difference[] {
  const differences = promotions.flatMap((promotion) =>
    comparePromotion(promotion, intents.get(promotion.paymentIntentId)),
  );
  const known = new Set(promotions.map((promotion) => promotion.paymentIntentId));
  for (const intent of listed.intents) {
    // An intent started and never paid is a seller who changed their mind, not money.
    if (intent.purpose !== 'promotion' || known.has(intent.id) || intent.status !== 'succeeded') continue;
    differences.push({
      orderId: null,
      kind: 'unknown_intent',
      providerRef: intent.id,
      recordedCents: null,
      providerCents: intent.amountReceivedCents,
      detail: `A promotion payment no listing knows (listing ${intent.referenceId ?? 'unnamed'})`,
    });
  }
  return differences;
}
