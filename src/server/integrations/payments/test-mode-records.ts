/** The test-mode provider's own records of a period, as Stripe's list calls give them. */
import { and, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentIntents, testRefunds } from '../../db/tables';
import type { PaymentProvider } from './payment-provider';

export function createTestModeRecords(db: Db): Pick<PaymentProvider, 'listRecords'> {
  return {
    async listRecords({ from, to }) {
      const intents = await db
        .select()
        .from(paymentIntents)
        .where(and(gte(paymentIntents.createdAt, from), lt(paymentIntents.createdAt, to)));
      const refunds = await db
        .select()
        .from(testRefunds)
        .where(and(gte(testRefunds.createdAt, from), lt(testRefunds.createdAt, to)));
      return {
        intents: intents.map((row) => ({
          id: row.id,
          status: row.status,
          amountCents: row.amountCents,
          amountCapturableCents: row.amountCapturableCents,
          amountReceivedCents: row.amountReceivedCents,
          amountRefundedCents: row.amountRefundedCents,
          purpose: row.purpose,
          referenceId: row.referenceId,
        })),
        refunds: refunds.map((row) => ({
          id: row.id,
          paymentIntentId: row.paymentIntentId,
          amountCents: row.amountCents,
        })),
      };
    },
  };
}
