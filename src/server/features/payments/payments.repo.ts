import { eq } from 'drizzle-orm';
import { paymentEvents } from '../../../../db/schema';
import type { Db } from '../../db/client';

export function createPaymentsRepo(db: Db) {
  return {
    hasProcessedEvent(id: string): boolean {
      return (
        db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id)).get() !==
        undefined
      );
    },
    /** Remembers a handled event; recording it twice is harmless. */
    recordEvent(id: string, type: string): void {
      db.insert(paymentEvents).values({ id, type }).onConflictDoNothing().run();
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
