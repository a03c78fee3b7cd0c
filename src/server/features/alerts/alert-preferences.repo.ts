/** A person's e-mail preferences and contact, and the key unsubscribe links are signed with. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { alertPreferences, serverSecrets, users } from '../../db/tables';

export function createAlertPreferencesRepo(db: Db) {
  return {
    async person(userId: string) {
      return first(
        await db
          .select({
            id: users.id,
            email: users.email,
            emailVerifiedAt: users.emailVerifiedAt,
            deletedAt: users.deletedAt,
            suspendedAt: users.suspendedAt,
          })
          .from(users)
          .where(eq(users.id, userId)),
      );
    },

    async preferences(userId: string) {
      return (
        first(await db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId))) ?? {
          userId,
          emailsOffAt: null,
          lastEmailAt: null,
        }
      );
    },

    async setEmailsOff(userId: string, offAt: Date | null): Promise<void> {
      await db
        .insert(alertPreferences)
        .values({ userId, emailsOffAt: offAt })
        .onConflictDoUpdate({ target: alertPreferences.userId, set: { emailsOffAt: offAt } });
    },

    async setLastEmailAt(userId: string, at: Date): Promise<void> {
      await db
        .insert(alertPreferences)
        .values({ userId, lastEmailAt: at })
        .onConflictDoUpdate({ target: alertPreferences.userId, set: { lastEmailAt: at } });
    },

    /** A named server secret, made once with `make` and kept. */
    async secret(name: string, make: () => string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
      return first(await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))!.value;
    },
  };
}
