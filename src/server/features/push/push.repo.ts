import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { pushSubscriptions, serverSecrets } from '../../db/tables';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function createPushRepo(db: Db) {
  return {
    /** A named server secret, made once with `make` and kept (as the alerts' link key is). */
    async secret(name: string, make: () => string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
      return first(await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))!.value;
    },

    /** One row per device: a browser that subscribes again (maybe for another person) takes its row over. */
    async save(values: {
      endpoint: string;
      p256dh: string;
      auth: string;
      userId: string;
      sessionId: string;
      userAgent: string | null;
      createdAt: Date;
    }): Promise<PushSubscriptionRow> {
      const { endpoint, ...rest } = values;
      return first(
        await db
          .insert(pushSubscriptions)
          .values(values)
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...rest, lastSuccessAt: null } })
          .returning(),
      )!;
    },

    async deleteOwn(userId: string, endpoint: string): Promise<boolean> {
      return (
        affected(
          await db
            .delete(pushSubscriptions)
            .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint))),
        ) > 0
      );
    },

    async listForUser(userId: string): Promise<PushSubscriptionRow[]> {
      return await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    async deleteById(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async markSuccess(id: string, at: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushRepo = ReturnType<typeof createPushRepo>;
