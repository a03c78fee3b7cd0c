/** Sellers' listings, their promotions and the pickup days a seller closed. */
import { sql } from 'drizzle-orm';
import type { Kit } from '#engine-types';
import type { PickupWindow } from '../../../shared/availability';
import { offSaleReasons, type ShellfishTag } from '../../../shared/traceability-kinds';
import { listingPricings } from '../../../shared/weighed-lines';
import type { AccountsTables } from './accounts';
import { commonColumns } from './columns';

/**
 * Species filter values (docs/product/catalog.md) for a listing. Listing species win over the category so a
 * 'Blue Crab' filed under soft-shell sizes still lands under Soft Shell; the dashboard's fish species
 * (Striped Bass, White Perch) and anything in the fish category are Fish; 'Other' stays Other.
 */
const SPECIES_GROUP_SQL = `CASE
  WHEN species = 'Soft Shell' OR category = 'soft-shell' OR size_mix = 'soft-shell' THEN 'Soft Shell'
  WHEN species = 'Blue Crab' THEN 'Blue Crab'
  WHEN species IN ('Striped Bass', 'White Perch', 'Fish') OR category = 'fish' THEN 'Fish'
  WHEN species = 'Oysters' OR category = 'oysters' THEN 'Oysters'
  WHEN species = 'Clams' OR category = 'clams' THEN 'Clams'
  WHEN species = 'Scallops' OR category = 'scallops' THEN 'Scallops'
  WHEN species <> 'Other' AND category = 'crabs' THEN 'Blue Crab'
  ELSE 'Other'
END`;

/** Pickup windows are '{DayName} {HH:MM}' strings (docs/product/catalog.md); malformed ones count for no day. */
const pickupDaysSql = (startsOn: (day: string) => string) =>
  ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
    .map((day, bit) => `(CASE WHEN ${startsOn(day)} THEN ${1 << bit} ELSE 0 END)`)
    .join(' + ');

export function catalogTables(k: Kit, { crabberProfiles }: Pick<AccountsTables, 'crabberProfiles'>) {
  const { id, createdAt, updatedAt } = commonColumns(k);
  /** Pickup days a seller closed ahead (bay weather): no new orders for any pickup of that date. */
  const closedPickupDays = k.table(
    'closed_pickup_days',
    {
      crabberId: k
        .text('crabber_id')
        .notNull()
        .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
      /** The dock-local date, 'YYYY-MM-DD'. */
      date: k.text('date').notNull(),
      createdAt: createdAt(),
    },
    (t) => [k.primaryKey({ columns: [t.crabberId, t.date] })],
  );
  const catches = k.table(
    'catches',
    {
      id: id(),
      crabberId: k
        .text('crabber_id')
        .notNull()
        .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
      title: k.text('title').notNull(),
      description: k.text('description'),
      category: k.text('category').notNull().default('crabs'),
      species: k.text('species').notNull().default('Blue Crab'),
      variety: k.text('variety'),
      prep: k.text('prep').notNull(),
      sizeMix: k.text('size_mix').notNull(),
      unitType: k.text('unit_type').notNull(),
      /** `per_lb`: unitPriceCents is per pound and each piece has an estimated weight (src/shared/weighed-lines.ts). */
      pricing: k.text('pricing', { enum: listingPricings }).notNull().default('unit'),
      /** A `per_lb` listing's estimated weight of one piece, in hundredths of a pound; null on unit listings. */
      estWeightMinCentilb: k.int('est_weight_min_centilb'),
      estWeightMaxCentilb: k.int('est_weight_max_centilb'),
      unitPriceCents: k.int('unit_price_cents').notNull(),
      qtyAvailable: k.int('qty_available').notNull(),
      harvestDate: k.instant('harvest_date'),
      harvestLocation: k.text('harvest_location'),
      /** Shellfish: the harvest area's code (harvest_areas); its closure takes the listing off sale. */
      harvestAreaCode: k.text('harvest_area_code'),
      /** Shellfish in the shell: the harvester tag's facts (src/shared/traceability-kinds.ts). */
      shellfishTag: k.json<ShellfishTag>('shellfish_tag'),
      /** The traceability lot code, one per listing and harvest: a restock with a new harvest date makes a new one. */
      lotCode: k.text('lot_code'),
      /**
       * Why a listing is off sale by law (its licence lapsed, its harvest area closed); null while it
       * may be sold. Set and cleared by the licence and closure services, never by the seller.
       */
      offSaleReason: k.text('off_sale_reason', { enum: offSaleReasons }),
      photos: k.json<string[]>('photos').notNull().default([]),
      tags: k.json<string[]>('tags').notNull().default([]),
      pickupWindows: k.json<PickupWindow[]>('pickup_windows').notNull().default([]),
      postedAt: k
        .instant('posted_at')
        .notNull()
        .$defaultFn(() => new Date()),
      expiresAt: k.instant('expires_at').notNull(),
      isActive: k.bool('is_active').notNull().default(true),
      isPromoted: k.bool('is_promoted').notNull().default(false),
      promotedUntil: k.instant('promoted_until'),
      promotionPaymentId: k.text('promotion_payment_id'),
      /**
       * Set while an admin hides the listing (docs/product/moderation.md): buyers no longer see it,
       * its seller does, with the reason, and cannot show it again themselves.
       */
      hiddenAt: k.instant('hidden_at'),
      hiddenReason: k.text('hidden_reason'),
      updatedAt: updatedAt(),
      /**
       * The marketplace species filter a listing answers to (src/shared/catalog-filters.ts). Computed
       * by the engine from species, category and size so every writer gets it right and it can be indexed.
       */
      speciesGroup: k.generatedText('species_group', SPECIES_GROUP_SQL),
      /** Bit per weekday (Sunday = 1 ... Saturday = 64) with a pickup window starting that day. */
      pickupDays: k.generatedInt('pickup_days', pickupDaysSql(k.startsOn)),
    },
    (t) => [
      k.index('catches_listing_idx').on(t.isActive, t.expiresAt, t.postedAt),
      // Buyer browsing: one index per (species filter or none) x (newest or price order), limited to
      // active, unhidden rows on sale and carrying expiry, stock and seller so counts never touch
      // the table (an off-sale reason read from each row doubled a filtered count; decision 034).
      k
        .index('catches_browse_posted_idx')
        .on(t.postedAt, t.expiresAt, t.qtyAvailable, t.crabberId)
        .where(sql`${k.isTrue('is_active')} and hidden_at is null and off_sale_reason is null`),
      k
        .index('catches_browse_price_idx')
        .on(t.unitPriceCents, t.expiresAt, t.qtyAvailable, t.crabberId)
        .where(sql`${k.isTrue('is_active')} and hidden_at is null and off_sale_reason is null`),
      k
        .index('catches_browse_group_posted_idx')
        .on(t.speciesGroup, t.postedAt, t.expiresAt, t.qtyAvailable, t.crabberId)
        .where(sql`${k.isTrue('is_active')} and hidden_at is null and off_sale_reason is null`),
      k
        .index('catches_browse_group_price_idx')
        .on(t.speciesGroup, t.unitPriceCents, t.expiresAt, t.qtyAvailable, t.crabberId)
        .where(sql`${k.isTrue('is_active')} and hidden_at is null and off_sale_reason is null`),
      k.index('catches_crabber_idx').on(t.crabberId, t.postedAt),
      k.index('catches_species_idx').on(t.species),
      k.index('catches_promoted_idx').on(t.isPromoted, t.promotedUntil),
      // A promotion payment can feature one listing once.
      k
        .uniqueIndex('catches_promotion_payment_idx')
        .on(t.promotionPaymentId)
        .where(sql`${t.promotionPaymentId} is not null`),
    ],
  );
  /**
   * Every paid promotion. `catches.promotion_payment_id` only holds the latest payment, so this
   * history is what stops an older payment from being replayed once a newer one has replaced it.
   */
  const catchPromotions = k.table(
    'catch_promotions',
    {
      id: id(),
      paymentIntentId: k.text('payment_intent_id').notNull().unique(),
      catchId: k.text('catch_id').references(() => catches.id, { onDelete: 'set null' }),
      crabberId: k
        .text('crabber_id')
        .notNull()
        .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
      amountCents: k.int('amount_cents').notNull(),
      promotedUntil: k.instant('promoted_until').notNull(),
      createdAt: createdAt(),
    },
    (t) => [k.index('catch_promotions_crabber_idx').on(t.crabberId, t.createdAt)],
  );
  return { closedPickupDays, catches, catchPromotions };
}

export type CatalogTables = ReturnType<typeof catalogTables>;
