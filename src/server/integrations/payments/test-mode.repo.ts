import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { paymentIntents, testPaymentAccounts, testRefunds } from '../../db/tables';

export type TestIntentRow = typeof paymentIntents.$inferSelect;
export type TestAccountRow = typeof testPaymentAccounts.$inferSelect;
export type TestRefundRow = typeof testRefunds.$inferSelect;
export type IntentChanges = Partial<
  Pick<
    TestIntentRow,
    | 'status'
    | 'lastError'
    | 'chargeId'
    | 'amountRefundedCents'
    | 'metadata'
    | 'amountCapturableCents'
    | 'amountReceivedCents'
    | 'applicationFeeCents'
    | 'authorizationExpiresAt'
  >
>;

/** The test-mode provider's own tables: its intents, their refunds and its sellers' payout accounts. */
export function createTestModeRepo(db: Db) {
  return {
    async insertIntent(values: typeof paymentIntents.$inferInsert): Promise<TestIntentRow> {
      return first(await db.insert(paymentIntents).values(values).returning())!;
    },
    async findIntentById(id: string): Promise<TestIntentRow | undefined> {
      return first(await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)));
    },
    async findIntentByClientSecret(clientSecret: string): Promise<TestIntentRow | undefined> {
      return first(
        await db.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, clientSecret)),
      );
    },
    async findIntentByIdempotencyKey(key: string): Promise<TestIntentRow | undefined> {
      return first(await db.select().from(paymentIntents).where(eq(paymentIntents.idempotencyKey, key)));
    },
    async updateIntent(id: string, changes: IntentChanges): Promise<TestIntentRow> {
      return first(
        await db.update(paymentIntents).set(changes).where(eq(paymentIntents.id, id)).returning(),
      )!;
    },
    /**
     * Adds a partial refund to a succeeded intent in one statement, only while the refunds stay
     * within the amount charged; undefined when they would not.
     */
    async addRefund(id: string, amountCents: number): Promise<TestIntentRow | undefined> {
      return first(
        await db
          .update(paymentIntents)
          .set({ amountRefundedCents: sql`${paymentIntents.amountRefundedCents} + ${amountCents}` })
          .where(
            and(
              eq(paymentIntents.id, id),
              eq(paymentIntents.status, 'succeeded'),
              sql`${paymentIntents.amountRefundedCents} + ${amountCents} <= ${paymentIntents.amountReceivedCents}`,
            ),
          )
          .returning(),
      );
    },
    async findRefundByKey(key: string): Promise<TestRefundRow | undefined> {
      return first(await db.select().from(testRefunds).where(eq(testRefunds.idempotencyKey, key)));
    },
    /** Throws a unique violation when a refund with the same key is already kept. */
    async insertRefund(values: typeof testRefunds.$inferInsert): Promise<TestRefundRow> {
      return first(await db.insert(testRefunds).values(values).returning())!;
    },
    /**
     * Moves an intent on only while it is still in the status it was read in; undefined when
     * another request moved it first (on PostgreSQL, requests run side by side).
     */
    async moveIntent(row: TestIntentRow, changes: IntentChanges): Promise<TestIntentRow | undefined> {
      return first(
        await db
          .update(paymentIntents)
          .set(changes)
          .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, row.status)))
          .returning(),
      );
    },

    async insertAccount(values: typeof testPaymentAccounts.$inferInsert): Promise<TestAccountRow> {
      return first(await db.insert(testPaymentAccounts).values(values).returning())!;
    },
    async findAccount(id: string): Promise<TestAccountRow | undefined> {
      return first(await db.select().from(testPaymentAccounts).where(eq(testPaymentAccounts.id, id)));
    },
    async updateAccount(
      id: string,
      changes: Partial<Pick<TestAccountRow, 'status' | 'returnPath' | 'refreshPath'>>,
    ): Promise<TestAccountRow | undefined> {
      return first(
        await db.update(testPaymentAccounts).set(changes).where(eq(testPaymentAccounts.id, id)).returning(),
      );
    },
  };
}
