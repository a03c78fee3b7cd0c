import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { catches, sellerLicences } from '../../db/tables';

export type LicenceRow = typeof sellerLicences.$inferSelect;

export function createLicencesRepo(db: Db) {
  return {
    async listForSeller(crabberId: string): Promise<LicenceRow[]> {
      return db
        .select()
        .from(sellerLicences)
        .where(eq(sellerLicences.crabberId, crabberId))
        .orderBy(asc(sellerLicences.type), asc(sellerLicences.expiresOn), asc(sellerLicences.id));
    },

    async findById(id: string): Promise<LicenceRow | undefined> {
      return first(await db.select().from(sellerLicences).where(eq(sellerLicences.id, id)));
    },

    /** The sellers holding any licence: the ones the daily sweep looks at. */
    async sellersWithLicences(): Promise<string[]> {
      const rows = await db.selectDistinct({ crabberId: sellerLicences.crabberId }).from(sellerLicences);
      return rows.map((row) => row.crabberId);
    },

    /** Licences running out between two Bay dates (inclusive) that still owe a reminder. */
    async dueForReminder(from: string, to: string): Promise<LicenceRow[]> {
      return db
        .select()
        .from(sellerLicences)
        .where(
          and(
            gte(sellerLicences.expiresOn, from),
            lte(sellerLicences.expiresOn, to),
            or(isNull(sellerLicences.remindedThirtyAt), isNull(sellerLicences.remindedSevenAt)),
          ),
        );
    },

    /**
     * Marks a reminder sent, only if no one has yet; false when another sweep got there first, so
     * two sweeps at once tell the seller once.
     */
    async claimReminder(id: string, which: 'thirty' | 'seven', at: Date): Promise<boolean> {
      const column = which === 'thirty' ? sellerLicences.remindedThirtyAt : sellerLicences.remindedSevenAt;
      const claimed = await db
        .update(sellerLicences)
        .set(which === 'thirty' ? { remindedThirtyAt: at } : { remindedSevenAt: at })
        .where(and(eq(sellerLicences.id, id), isNull(column)))
        .returning({ id: sellerLicences.id });
      return claimed.length > 0;
    },

    async insert(values: typeof sellerLicences.$inferInsert): Promise<LicenceRow> {
      return first(await db.insert(sellerLicences).values(values).returning())!;
    },

    async update(id: string, change: Partial<typeof sellerLicences.$inferInsert>) {
      return first(await db.update(sellerLicences).set(change).where(eq(sellerLicences.id, id)).returning());
    },

    async remove(id: string): Promise<void> {
      await db.delete(sellerLicences).where(eq(sellerLicences.id, id));
    },

    /** Takes the seller's listings of these species off sale, leaving those already off for another reason. */
    async takeOffSale(crabberId: string, species: string[]): Promise<void> {
      if (species.length === 0) return;
      await db
        .update(catches)
        .set({ offSaleReason: 'licence_lapsed' })
        .where(
          and(
            eq(catches.crabberId, crabberId),
            isNull(catches.offSaleReason),
            sql`${catches.species} in (${sql.join(
              species.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ),
        );
    },

    /** Puts back the seller's listings of these species that a lapsed licence took off sale. */
    async putBackOnSale(crabberId: string, species: string[]): Promise<void> {
      if (species.length === 0) return;
      await db
        .update(catches)
        .set({ offSaleReason: null })
        .where(
          and(
            eq(catches.crabberId, crabberId),
            eq(catches.offSaleReason, 'licence_lapsed'),
            sql`${catches.species} in (${sql.join(
              species.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ),
        );
    },
  };
}

export type LicencesRepo = ReturnType<typeof createLicencesRepo>;
