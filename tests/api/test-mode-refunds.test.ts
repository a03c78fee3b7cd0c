/**
 * The test-mode provider keeps each refund as a row under its idempotency key, so a repeat after
 * a restart, or from another process, answers the first refund instead of refunding twice.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { testRefunds } from '../../src/server/db/tables';
import { createTestModeProvider } from '../../src/server/integrations/payments/test-mode-provider';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { sellerWithCatch, signedInBuyer } from './order-helpers';
import { intentRow, paidCardOrder } from './sale-helpers';

describe('test-mode refunds', () => {
  let t: TestApp;
  let intentId: string;

  beforeEach(async () => {
    t = await createTestApp();
    const seller = await sellerWithCatch(t, { qtyAvailable: 10, unitPriceCents: 1000 });
    const buyer = await signedInBuyer(t);
    // 2 dozen at $10.00 by card: $21.00 with the fee.
    ({ intentId } = await paidCardOrder(buyer.client, seller.listing.id, 2, t.db));
  });

  const refundsOf = (id: string) =>
    t.db.select().from(testRefunds).where(eq(testRefunds.paymentIntentId, id));

  it('answers a repeated key from the kept refund, in a second provider over the same database', async () => {
    const first = await createTestModeProvider(t.db).refundPart({
      intentId,
      amountCents: 500,
      idempotencyKey: 'credit-note-1',
    });
    // As after a restart, or in another process: nothing in memory knows the first refund.
    const second = createTestModeProvider(t.db);
    expect(await second.refundPart({ intentId, amountCents: 500, idempotencyKey: 'credit-note-1' })).toEqual(
      first,
    );
    expect(await intentRow(t.db, intentId)).toMatchObject({ amountRefundedCents: 500 });
    expect(await refundsOf(intentId)).toEqual([
      expect.objectContaining({ id: first.refundId, amountCents: 500, idempotencyKey: 'credit-note-1' }),
    ]);
    await expect(
      second.refundPart({ intentId, amountCents: 400, idempotencyKey: 'credit-note-1' }),
    ).rejects.toThrow('same parameters');
  });

  it('keeps nothing for a refund beyond the charge, and answers concurrent repeats once', async () => {
    const provider = createTestModeProvider(t.db);
    await expect(
      provider.refundPart({ intentId, amountCents: 2101, idempotencyKey: 'too-much' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await refundsOf(intentId)).toEqual([]);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        createTestModeProvider(t.db).refundPart({ intentId, amountCents: 700, idempotencyKey: 'same' }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.refundId)).size).toBe(1);
    expect(await intentRow(t.db, intentId)).toMatchObject({ amountRefundedCents: 700 });
  });

  it('keeps a full refund as a row of what was left, once', async () => {
    const provider = createTestModeProvider(t.db);
    await provider.refundPart({ intentId, amountCents: 600, idempotencyKey: 'part' });
    await provider.refundIntent(intentId, 'cancel');
    await createTestModeProvider(t.db).refundIntent(intentId, 'cancel');
    await provider.refundIntent(intentId, 'another key');
    expect(await intentRow(t.db, intentId)).toMatchObject({ amountRefundedCents: 2100 });
    expect((await refundsOf(intentId)).map((row) => [row.idempotencyKey, row.amountCents]).sort()).toEqual([
      ['cancel', 1500],
      ['part', 600],
    ]);
  });
});
