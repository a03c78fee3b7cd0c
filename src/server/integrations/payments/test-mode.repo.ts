import { eq } from 'drizzle-orm';
import { paymentIntents, testPaymentAccounts } from '../../../../db/schema';
import type { Db } from '../../db/client';

export type TestIntentRow = typeof paymentIntents.$inferSelect;
export type TestAccountRow = typeof testPaymentAccounts.$inferSelect;
type IntentChanges = Partial<
  Pick<TestIntentRow, 'status' | 'lastError' | 'chargeId' | 'amountRefundedCents'>
>;

/** The test-mode provider's own tables: its intents and its sellers' payout accounts. */
export function createTestModeRepo(db: Db) {
  return {
    insertIntent(values: typeof paymentIntents.$inferInsert): TestIntentRow {
      return db.insert(paymentIntents).values(values).returning().get();
    },
    findIntentById(id: string): TestIntentRow | undefined {
      return db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).get();
    },
    findIntentByClientSecret(clientSecret: string): TestIntentRow | undefined {
      return db.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, clientSecret)).get();
    },
    findIntentByIdempotencyKey(key: string): TestIntentRow | undefined {
      return db.select().from(paymentIntents).where(eq(paymentIntents.idempotencyKey, key)).get();
    },
    updateIntent(id: string, changes: IntentChanges): TestIntentRow {
      return db.update(paymentIntents).set(changes).where(eq(paymentIntents.id, id)).returning().get()!;
    },

    insertAccount(values: typeof testPaymentAccounts.$inferInsert): TestAccountRow {
      return db.insert(testPaymentAccounts).values(values).returning().get();
    },
    findAccount(id: string): TestAccountRow | undefined {
      return db.select().from(testPaymentAccounts).where(eq(testPaymentAccounts.id, id)).get();
    },
    updateAccount(
      id: string,
      changes: Partial<Pick<TestAccountRow, 'status' | 'returnPath' | 'refreshPath'>>,
    ): TestAccountRow | undefined {
      return db
        .update(testPaymentAccounts)
        .set(changes)
        .where(eq(testPaymentAccounts.id, id))
        .returning()
        .get();
    },
  };
}
