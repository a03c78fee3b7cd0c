import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { paymentEvents } from '../../db/tables';

export function createPaymentsRepo(db: Db) {
  return {
    async hasProcessedEvent(id: string): Promise<boolean> {
      return (
        first(
          await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id)),
        ) !== undefined
      );
    },
    /** Remembers a handled event; recording it twice is harmless. */
    async recordEvent(id: string, type: string): Promise<void> {
      await db.insert(paymentEvents).values({ id, type }).onConflictDoNothing();
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
