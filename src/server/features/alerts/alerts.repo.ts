import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import {
  alertPreferences,
  catchAlerts,
  catches,
  crabberProfiles,
  newCatchDeliveries,
  sellerFollows,
  serverSecrets,
  users,
} from '../../db/tables';

export type AlertRow = typeof catchAlerts.$inferSelect;

export function createAlertsRepo(db: Db) {
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

    async listFollows(userId: string) {
      return await db
        .select({
          crabberId: sellerFollows.crabberId,
          displayName: crabberProfiles.displayName,
          pickupLocationAddress: crabberProfiles.pickupLocationAddress,
          followedAt: sellerFollows.createdAt,
        })
        .from(sellerFollows)
        .innerJoin(crabberProfiles, eq(sellerFollows.crabberId, crabberProfiles.id))
        .where(and(eq(sellerFollows.userId, userId), eq(crabberProfiles.verificationStatus, 'approved')))
        .orderBy(desc(sellerFollows.createdAt));
    },

    async isFollowing(userId: string, crabberId: string): Promise<boolean> {
      return (
        (await db.$count(
          sellerFollows,
          and(eq(sellerFollows.userId, userId), eq(sellerFollows.crabberId, crabberId)),
        )) === 1
      );
    },

    async follow(userId: string, crabberId: string, at: Date): Promise<void> {
      await db.insert(sellerFollows).values({ userId, crabberId, createdAt: at }).onConflictDoNothing();
    },

    async unfollow(userId: string, crabberId: string): Promise<void> {
      await db
        .delete(sellerFollows)
        .where(and(eq(sellerFollows.userId, userId), eq(sellerFollows.crabberId, crabberId)));
    },

    async followerIds(crabberId: string): Promise<string[]> {
      return (
        await db
          .select({ userId: sellerFollows.userId })
          .from(sellerFollows)
          .innerJoin(users, eq(sellerFollows.userId, users.id))
          .where(
            and(eq(sellerFollows.crabberId, crabberId), isNull(users.deletedAt), isNull(users.suspendedAt)),
          )
      ).map((row) => row.userId);
    },

    /** A listing with what matching and the notification need: its group, prep, seller and place. */
    async listingForMatch(catchId: string) {
      return first(
        await db
          .select({
            id: catches.id,
            title: catches.title,
            speciesGroup: catches.speciesGroup,
            prep: catches.prep,
            isActive: catches.isActive,
            crabberId: catches.crabberId,
            sellerUserId: crabberProfiles.userId,
            sellerName: crabberProfiles.displayName,
            verificationStatus: crabberProfiles.verificationStatus,
            address: crabberProfiles.pickupLocationAddress,
            lat: crabberProfiles.pickupLocationLat,
            lng: crabberProfiles.pickupLocationLng,
          })
          .from(catches)
          .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
          .where(eq(catches.id, catchId)),
      );
    },

    /** Of these people, those not yet told about the listing. */
    async notYetTold(catchId: string, userIds: string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const told = new Set(
        (
          await db
            .select({ userId: newCatchDeliveries.userId })
            .from(newCatchDeliveries)
            .where(and(eq(newCatchDeliveries.catchId, catchId), inArray(newCatchDeliveries.userId, userIds)))
        ).map((row) => row.userId),
      );
      return userIds.filter((id) => !told.has(id));
    },

    /** Records that the person was told; false when someone already did (a second path, a race). */
    async insertDelivery(values: typeof newCatchDeliveries.$inferInsert): Promise<boolean> {
      return affected(await db.insert(newCatchDeliveries).values(values).onConflictDoNothing()) > 0;
    },

    async pendingDeliveries() {
      return await db
        .select({
          id: newCatchDeliveries.id,
          userId: newCatchDeliveries.userId,
          catchId: newCatchDeliveries.catchId,
          createdAt: newCatchDeliveries.createdAt,
        })
        .from(newCatchDeliveries)
        .where(eq(newCatchDeliveries.emailStatus, 'pending'))
        .orderBy(asc(newCatchDeliveries.createdAt));
    },

    /**
     * Moves those of these deliveries still pending to `status`, and returns their ids: the ones
     * this call claimed. Another process dispatching at the same moment claims none of them, so
     * nobody is mailed the same catch twice.
     */
    async markDeliveries(ids: string[], status: 'sent' | 'skipped', at: Date): Promise<string[]> {
      if (ids.length === 0) return [];
      return (
        await db
          .update(newCatchDeliveries)
          .set({ emailStatus: status, emailedAt: status === 'sent' ? at : null })
          .where(and(inArray(newCatchDeliveries.id, ids), eq(newCatchDeliveries.emailStatus, 'pending')))
          .returning({ id: newCatchDeliveries.id })
      ).map((row) => row.id);
    },

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

    /** The listings of queued e-mails, as the mail names them. */
    async listingsForMail(catchIds: string[]) {
      if (catchIds.length === 0) return [];
      return await db
        .select({
          id: catches.id,
          title: catches.title,
          species: catches.species,
          unitPriceCents: catches.unitPriceCents,
          unitType: catches.unitType,
          sellerName: crabberProfiles.displayName,
          address: crabberProfiles.pickupLocationAddress,
        })
        .from(catches)
        .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
        .where(inArray(catches.id, catchIds));
    },

    /** A named server secret, made once with `make` and kept. */
    async secret(name: string, make: () => string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
      return first(await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))!.value;
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
