/**
 * Gives a listing its traceability lot code (src/shared/lot-codes.ts). The caller runs inside a
 * transaction; the code's stem is held so two sellers with the same prefix never take one number.
 */
import { eq, like, sql } from 'drizzle-orm';
import { lotCode, lotCodeStem, lotPrefix, nextLotSequence } from '../../../shared/lot-codes';
import { localDateOf } from '../../../shared/pickup-slots';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { catches, crabberProfiles, orderItems } from '../../db/tables';
import { holdSubjects } from '../../db/transaction';

/** What decides a listing's lot: its seller and the day its catch came out of the water. */
export interface LotSubject {
  id: string;
  crabberId: string;
  /** Without a harvest date the catch counts as harvested when it was posted. */
  harvestDate: Date | null;
  postedAt: Date;
}

export function createLotsRepo(db: Db) {
  return {
    /** Gives the listing a new lot code and returns it. */
    async assignLotCode(listing: LotSubject): Promise<string> {
      const seller = first(
        await db
          .select({ displayName: crabberProfiles.displayName })
          .from(crabberProfiles)
          .where(eq(crabberProfiles.id, listing.crabberId)),
      );
      const prefix = lotPrefix(seller?.displayName ?? '');
      const day = localDateOf(listing.harvestDate ?? listing.postedAt);
      const stem = lotCodeStem(prefix, day);
      await holdSubjects(db, [`lot:${stem}`]);
      // Sold lines keep their code after a listing is deleted, so both are counted.
      const taken = await db
        .select({ code: sql<string>`${catches.lotCode}` })
        .from(catches)
        .where(like(catches.lotCode, `${stem}%`))
        .union(
          db
            .select({ code: sql<string>`${orderItems.lotCode}` })
            .from(orderItems)
            .where(like(orderItems.lotCode, `${stem}%`)),
        );
      const code = lotCode(
        prefix,
        day,
        nextLotSequence(
          stem,
          taken.map((row) => row.code),
        ),
      );
      await db.update(catches).set({ lotCode: code }).where(eq(catches.id, listing.id));
      return code;
    },
  };
}
