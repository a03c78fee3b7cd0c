/** Who was told about which listing, and the e-mails queued for them. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { catches, crabberProfiles, newCatchDeliveries } from '../../db/tables';

export function createNewCatchDeliveriesRepo(db: Db) {
  return {
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
  };
}
