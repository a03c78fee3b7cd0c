/**
 * The demo sellers' licences: one of each type their listings need, expiring three years after the
 * day the seed runs, so the demo's listings stay on the marketplace whenever it is started. An
 * approved seller's are verified; an applicant's wait for the admin's check.
 */
import { type LicenceType, licenceNeededFor } from '../../shared/licence-rules';
import { addDays, localDateOf } from '../../shared/pickup-slots';
import type { Db } from '../db/client';
import { sellerLicences } from '../db/tables';

const RUNS_FOR_DAYS = 3 * 365;
const agency = 'Maryland DNR';

/** Seeds the licences and answers each one's number by type, for the shellfish tags' facts. */
export async function seedDemoLicences(
  db: Db,
  now: Date,
  seller: { crabberId: string; index: number; approved: boolean; species: string[] },
): Promise<Map<LicenceType, string>> {
  const types = [...new Set(seller.species.map(licenceNeededFor))].filter((type) => type !== null);
  const expiresOn = addDays(localDateOf(now), RUNS_FOR_DAYS);
  const numbers = new Map<LicenceType, string>();
  for (const [n, type] of types.entries()) {
    const number = `TFL-${String(4100 + seller.index * 10 + n)}`;
    await db.insert(sellerLicences).values({
      crabberId: seller.crabberId,
      type,
      agency,
      number,
      expiresOn,
      verifiedAt: seller.approved ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    numbers.set(type, number);
  }
  return numbers;
}
