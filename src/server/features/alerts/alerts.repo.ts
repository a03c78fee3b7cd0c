import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  alertPreferences,
  catchAlerts,
  catches,
  crabberProfiles,
  newCatchDeliveries,
  sellerFollows,
  serverSecrets,
  users,
} from '../../../../db/schema';
import type { Db } from '../../db/client';

export type AlertRow = typeof catchAlerts.$inferSelect;

export function createAlertsRepo(db: Db) {
  return {
    listAlerts(userId: string): AlertRow[] {
      return db
        .select()
        .from(catchAlerts)
        .where(eq(catchAlerts.userId, userId))
        .orderBy(asc(catchAlerts.createdAt))
        .all();
    },

    countAlerts(userId: string): number {
      return db.select({ n: count() }).from(catchAlerts).where(eq(catchAlerts.userId, userId)).get()?.n ?? 0;
    },

    insertAlert(values: typeof catchAlerts.$inferInsert): AlertRow {
      return db.insert(catchAlerts).values(values).returning().get();
    },

    /** Deletes the person's own alert; false when they hold none with that id. */
    deleteAlert(userId: string, id: string): boolean {
      return (
        db
          .delete(catchAlerts)
          .where(and(eq(catchAlerts.id, id), eq(catchAlerts.userId, userId)))
          .run().changes > 0
      );
    },

    /** Alerts of one species group, the only ones a listing of that group can match. */
    alertsOfGroup(speciesGroup: string) {
      return db
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
        )
        .all();
    },

    listFollows(userId: string) {
      return db
        .select({
          crabberId: sellerFollows.crabberId,
          displayName: crabberProfiles.displayName,
          pickupLocationAddress: crabberProfiles.pickupLocationAddress,
          followedAt: sellerFollows.createdAt,
        })
        .from(sellerFollows)
        .innerJoin(crabberProfiles, eq(sellerFollows.crabberId, crabberProfiles.id))
        .where(and(eq(sellerFollows.userId, userId), eq(crabberProfiles.verificationStatus, 'approved')))
        .orderBy(desc(sellerFollows.createdAt))
        .all();
    },

    isFollowing(userId: string, crabberId: string): boolean {
      return (
        db
          .select({ n: count() })
          .from(sellerFollows)
          .where(and(eq(sellerFollows.userId, userId), eq(sellerFollows.crabberId, crabberId)))
          .get()?.n === 1
      );
    },

    follow(userId: string, crabberId: string, at: Date): void {
      db.insert(sellerFollows).values({ userId, crabberId, createdAt: at }).onConflictDoNothing().run();
    },

    unfollow(userId: string, crabberId: string): void {
      db.delete(sellerFollows)
        .where(and(eq(sellerFollows.userId, userId), eq(sellerFollows.crabberId, crabberId)))
        .run();
    },

    followerIds(crabberId: string): string[] {
      return db
        .select({ userId: sellerFollows.userId })
        .from(sellerFollows)
        .innerJoin(users, eq(sellerFollows.userId, users.id))
        .where(
          and(eq(sellerFollows.crabberId, crabberId), isNull(users.deletedAt), isNull(users.suspendedAt)),
        )
        .all()
        .map((row) => row.userId);
    },

    /** A listing with what matching and the notification need: its group, prep, seller and place. */
    listingForMatch(catchId: string) {
      return db
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
        .where(eq(catches.id, catchId))
        .get();
    },

    /** Of these people, those not yet told about the listing. */
    notYetTold(catchId: string, userIds: string[]): string[] {
      if (userIds.length === 0) return [];
      const told = new Set(
        db
          .select({ userId: newCatchDeliveries.userId })
          .from(newCatchDeliveries)
          .where(and(eq(newCatchDeliveries.catchId, catchId), inArray(newCatchDeliveries.userId, userIds)))
          .all()
          .map((row) => row.userId),
      );
      return userIds.filter((id) => !told.has(id));
    },

    /** Records that the person was told; false when someone already did (a second path, a race). */
    insertDelivery(values: typeof newCatchDeliveries.$inferInsert): boolean {
      return db.insert(newCatchDeliveries).values(values).onConflictDoNothing().run().changes > 0;
    },

    pendingDeliveries() {
      return db
        .select({
          id: newCatchDeliveries.id,
          userId: newCatchDeliveries.userId,
          catchId: newCatchDeliveries.catchId,
          createdAt: newCatchDeliveries.createdAt,
        })
        .from(newCatchDeliveries)
        .where(eq(newCatchDeliveries.emailStatus, 'pending'))
        .orderBy(asc(newCatchDeliveries.createdAt))
        .all();
    },

    /**
     * Moves those of these deliveries still pending to `status`, and returns their ids: the ones
     * this call claimed. Another process dispatching at the same moment claims none of them, so
     * nobody is mailed the same catch twice.
     */
    markDeliveries(ids: string[], status: 'sent' | 'skipped', at: Date): string[] {
      if (ids.length === 0) return [];
      return db
        .update(newCatchDeliveries)
        .set({ emailStatus: status, emailedAt: status === 'sent' ? at : null })
        .where(and(inArray(newCatchDeliveries.id, ids), eq(newCatchDeliveries.emailStatus, 'pending')))
        .returning({ id: newCatchDeliveries.id })
        .all()
        .map((row) => row.id);
    },

    person(userId: string) {
      return db
        .select({
          id: users.id,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          deletedAt: users.deletedAt,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .get();
    },

    preferences(userId: string) {
      return (
        db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId)).get() ?? {
          userId,
          emailsOffAt: null,
          lastEmailAt: null,
        }
      );
    },

    setEmailsOff(userId: string, offAt: Date | null): void {
      db.insert(alertPreferences)
        .values({ userId, emailsOffAt: offAt })
        .onConflictDoUpdate({ target: alertPreferences.userId, set: { emailsOffAt: offAt } })
        .run();
    },

    setLastEmailAt(userId: string, at: Date): void {
      db.insert(alertPreferences)
        .values({ userId, lastEmailAt: at })
        .onConflictDoUpdate({ target: alertPreferences.userId, set: { lastEmailAt: at } })
        .run();
    },

    /** The listings of queued e-mails, as the mail names them. */
    listingsForMail(catchIds: string[]) {
      if (catchIds.length === 0) return [];
      return db
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
        .where(inArray(catches.id, catchIds))
        .all();
    },

    /** A named server secret, made once with `make` and kept. */
    secret(name: string, make: () => string): string {
      db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing().run();
      return db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).get()!.value;
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
