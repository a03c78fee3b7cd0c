/** A buyer's new-catch alerts: the species, prep and distance they want to hear about. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { catchAlerts, users } from '../../db/tables';
import type { AlertRow } from './alert-row';

export function createCatchAlertsRepo(db: Db) {
  return {
    async listAlerts(userId: string): Promise<AlertRow[]> {
      return await db
        .select()
        .from(catchAlerts)
        .where(eq(catchAlerts.userId, userId))
        .orderBy(asc(catchAlerts.createdAt));
    },

    async countAlerts(userId: string): Promise<number> {
      return await db.$count(catchAlerts, eq(catchAlerts.userId, userId));
    },

    async insertAlert(values: typeof catchAlerts.$inferInsert): Promise<AlertRow> {
      return first(await db.insert(catchAlerts).values(values).returning())!;
    },

    /** Deletes the person's own alert; false when they hold none with that id. */
    async deleteAlert(userId: string, id: string): Promise<boolean> {
      return (
        affected(
          await db.delete(catchAlerts).where(and(eq(catchAlerts.id, id), eq(catchAlerts.userId, userId))),
        ) > 0
      );
    },

    /** Alerts of one species group, the only ones a listing of that group can match. */
    async alertsOfGroup(speciesGroup: string) {
      return await db
        .select({
          userId: catchAlerts.userId,
          speciesGroup: catchAlerts.speciesGroup,
          prep: catchAlerts.prep,
          lat: catchAlerts.lat,
          lng: catchAlerts.lng,
          miles: catchAlerts.miles,
        })
        .from(catchAlerts)
        .innerJoin(users, eq(catchAlerts.userId, users.id))
        .where(
          and(eq(catchAlerts.speciesGroup, speciesGroup), isNull(users.deletedAt), isNull(users.suspendedAt)),
        );
    },
  };
}
