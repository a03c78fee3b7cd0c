/**
 * What makes seafood legal to sell and traceable after the sale (docs/product/traceability.md):
 * the licences a seller holds, the seasons and limits kept as data, the harvest areas and their
 * closures. Lot codes and the facts each order line carries live on catches and order_items.
 */
import { sql } from 'drizzle-orm';
import type { Kit } from '#engine-types';
import { harvestAreaKinds, licenceTypes, saleRuleKinds } from '../../../shared/traceability-kinds';
import type { AccountsTables } from './accounts';
import { commonColumns } from './columns';

export function traceabilityTables(
  k: Kit,
  { users, crabberProfiles }: Pick<AccountsTables, 'users' | 'crabberProfiles'>,
) {
  const { id, createdAt, updatedAt } = commonColumns(k);
  /**
   * One licence a seller holds. `expiresOn` is a date on the Bay's clock ('YYYY-MM-DD'); a licence
   * counts once an admin has verified it, and a renewal (new expiry) clears the verification.
   * The reminder columns make the 30- and 7-day notices go out once each.
   */
  const sellerLicences = k.table(
    'seller_licences',
    {
      id: id(),
      crabberId: k
        .text('crabber_id')
        .notNull()
        .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
      type: k.text('type', { enum: licenceTypes }).notNull(),
      agency: k.text('agency').notNull(),
      number: k.text('number').notNull(),
      expiresOn: k.text('expires_on').notNull(),
      photoUrl: k.text('photo_url'),
      verifiedAt: k.instant('verified_at'),
      verifiedBy: k.text('verified_by').references(() => users.id, { onDelete: 'set null' }),
      remindedThirtyAt: k.instant('reminded_thirty_at'),
      remindedSevenAt: k.instant('reminded_seven_at'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      k.index('seller_licences_crabber_idx').on(t.crabberId),
      k.index('seller_licences_expires_idx').on(t.expiresOn),
    ],
  );
  /**
   * A season or limit in force: which species (and preparation, null for any) may be sold between
   * two month-days ('MM-DD', inclusive, may run across New Year), or a size or quantity rule, with
   * the rule's words as shown to sellers and where it comes from. Seeded from src/shared/sale-rules.ts.
   */
  const saleRules = k.table(
    'sale_rules',
    {
      id: id(),
      kind: k.text('kind', { enum: saleRuleKinds }).notNull(),
      species: k.text('species').notNull(),
      prep: k.text('prep'),
      /** For a size or quantity rule: which seller type it applies to (a licence type), null for all. */
      sellerType: k.text('seller_type'),
      openFrom: k.text('open_from'),
      openTo: k.text('open_to'),
      /** A size or quantity limit as a number (inches ×100, or a count per unit), null for a season. */
      limitValue: k.int('limit_value'),
      text: k.text('text').notNull(),
      source: k.text('source').notNull(),
      /** Seeded rules are marked for the admin to check each year against the state's notice. */
      checkEachYear: k.bool('check_each_year').notNull().default(false),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [k.index('sale_rules_species_idx').on(t.species)],
  );
  /** A harvest area by its state code (e.g. a shellfish growing area), kept as data. */
  const harvestAreas = k.table('harvest_areas', {
    code: k.text('code').primaryKey(),
    name: k.text('name').notNull(),
    kind: k.text('kind', { enum: harvestAreaKinds }).notNull(),
    createdAt: createdAt(),
  });
  /**
   * An area closed by the state (e.g. after heavy rain) from `startsAt` until `endsAt` (null: until
   * reopened). Reopening sets `reopenedAt`; the row stays for the activity list.
   */
  const areaClosures = k.table(
    'area_closures',
    {
      id: id(),
      areaCode: k
        .text('area_code')
        .notNull()
        .references(() => harvestAreas.code, { onDelete: 'restrict' }),
      startsAt: k.instant('starts_at').notNull(),
      endsAt: k.instant('ends_at'),
      reason: k.text('reason').notNull(),
      createdBy: k.text('created_by').references(() => users.id, { onDelete: 'set null' }),
      reopenedAt: k.instant('reopened_at'),
      createdAt: createdAt(),
    },
    (t) => [k.index('area_closures_open_idx').on(t.areaCode).where(sql`${t.reopenedAt} is null`)],
  );
  return { sellerLicences, saleRules, harvestAreas, areaClosures };
}
