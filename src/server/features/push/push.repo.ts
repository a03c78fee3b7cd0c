import { and, eq } from 'drizzle-orm';
import { pushSubscriptions, serverSecrets } from '../../../../db/schema';
import type { Db } from '../../db/client';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function createPushRepo(db: Db) {
  return {
    /** A named server secret, made once with `make` and kept (as the alerts' link key is). */
    secret(name: string, make: () => string): string {
      db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing().run();
      return db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).get()!.value;
    },

    /** One row per device: a browser that subscribes again (maybe for another person) takes its row over. */
    save(values: {
      endpoint: string;
      p256dh: string;
      auth: string;
      userId: string;
      sessionId: string;
      userAgent: string | null;
      createdAt: Date;
    }): PushSubscriptionRow {
      const { endpoint, ...rest } = values;
      return db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...rest, lastSuccessAt: null } })
        .returning()
        .get();
    },

    deleteOwn(userId: string, endpoint: string): boolean {
      return (
        db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
          .run().changes > 0
      );
    },

    listForUser(userId: string): PushSubscriptionRow[] {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).all();
    },

    deleteById(id: string): void {
      db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)).run();
    },

    markSuccess(id: string, at: Date): void {
      db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id)).run();
    },
  };
}
export type PushRepo = ReturnType<typeof createPushRepo>;
