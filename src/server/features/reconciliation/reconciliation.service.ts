/**
 * The daily reconciliation (docs/product/payments.md): for a dock-local date, every card payment
 * (orders' and promotions') and refund BayCatch recorded is compared with the provider's own records, and the differences
 * are kept for the admin's Money tab. Re-running a day replaces its findings.
 */
import { centsToDecimal } from '../../../shared/money';
import { addDays, localDateOf, zonedInstant } from '../../../shared/pickup-slots';
import type { DifferenceKind, ReconciliationDto } from '../../../shared/reconciliation.dto';
import type { PaymentProvider, ProviderIntentRecord } from '../../integrations/payments/payment-provider';
import { comparePromotions } from './compare-promotions';
import { compareRecords } from './compare-records';
import type { createReconciliationRepo } from './reconciliation.repo';

interface ReconciliationDeps {
  repo: ReturnType<typeof createReconciliationRepo>;
  payments: PaymentProvider;
  now?: () => Date;
}

const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

export function createReconciliationService({ repo, payments, now = () => new Date() }: ReconciliationDeps) {
  /** An intent the day's list did not hold (created another day), read one by one. */
  async function retrieved(intentId: string): Promise<ProviderIntentRecord | undefined> {
    const info = await payments.retrieveIntent(intentId);
    if (!info) return undefined;
    const charged = info.status === 'succeeded' ? info.amountCents : 0;
    return {
      id: info.id,
      status: info.status,
      amountCents: info.amountCents,
      amountCapturableCents: 0,
      amountReceivedCents: charged,
      amountRefundedCents: info.amountRefundedCents,
      purpose: info.metadata.purpose ?? null,
      referenceId: info.metadata.referenceId ?? null,
    };
  }

  async function check(date: string): Promise<void> {
    const range = { from: zonedInstant(date, '00:00'), to: zonedInstant(addDays(date, 1), '00:00') };
    const listed = await payments.listRecords(range);
    const intentIds = [
      ...listed.intents.map((intent) => intent.id),
      ...listed.refunds.flatMap((refund) => (refund.paymentIntentId ? [refund.paymentIntentId] : [])),
    ];
    const orders = await repo.cardOrders(range, intentIds);
    const promotions = await repo.promotions(range, intentIds);
    const intents = new Map(listed.intents.map((intent) => [intent.id, intent]));
    for (const { paymentIntentId } of [...orders, ...promotions]) {
      if (intents.has(paymentIntentId)) continue;
      const intent = await retrieved(paymentIntentId);
      if (intent) intents.set(intent.id, intent);
    }
    const differences = [
      ...compareRecords(orders, intents, listed),
      ...comparePromotions(promotions, intents, listed),
    ];
    await repo.saveRun(date, orders.length + promotions.length + listed.refunds.length, differences, now());
  }

  async function result(date: string): Promise<ReconciliationDto> {
    const found = await repo.findRun(date);
    if (!found) throw new Error(`no reconciliation of ${date}`);
    return {
      date,
      checked: found.run.checked,
      ranAt: found.run.ranAt.toISOString(),
      differences: found.differences.map((row) => ({
        orderId: row.orderId,
        kind: row.kind as DifferenceKind,
        providerRef: row.providerRef,
        recorded: money(row.recordedCents),
        provider: money(row.providerCents),
        detail: row.detail,
      })),
    };
  }

  return {
    check,
    /** The day's findings, checking it first when it has not been checked. */
    async ofDay(date: string): Promise<ReconciliationDto> {
      if (!(await repo.findRun(date))) await check(date);
      return result(date);
    },
    /** The hourly job: once a dock day is over, it is checked (once; an admin may check it again). */
    async checkYesterday(): Promise<void> {
      const yesterday = addDays(localDateOf(now()), -1);
      if (!(await repo.findRun(yesterday))) await check(yesterday);
    },
    async checkAgain(date: string): Promise<ReconciliationDto> {
      await check(date);
      return result(date);
    },
  };
}
