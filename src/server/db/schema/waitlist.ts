/**
 * The waitlist (docs/product/waitlist.md): buyers in line for a sold-out listing. Units that come
 * back are moved out of the listing's stock into the first waiting entries as a hold, so the
 * public sees only what nobody in line holds. Buyers may also wait for a species a seller has
 * nothing on sale of; that line becomes the line of the seller's next listing of it.
 */
import type { Kit } from '#engine-types';
import type { AccountsTables } from './accounts';
import type { CatalogTables } from './catalog';
import { commonColumns } from './columns';

export function waitlistTables(
  k: Kit,
  {
    users,
    crabberProfiles,
    catches,
  }: Pick<AccountsTables, 'users' | 'crabberProfiles'> & Pick<CatalogTables, 'catches'>,
) {
  const { id, createdAt } = commonColumns(k);
  const waitlistEntries = k.table(
    'waitlist_entries',
    {
      id: id(),
      catchId: k
        .text('catch_id')
        .notNull()
        .references(() => catches.id, { onDelete: 'cascade' }),
      buyerId: k
        .text('buyer_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** How many units the buyer wants when some come back. */
      qty: k.int('qty').notNull().default(1),
      /** Units held for the buyer, taken out of the listing's stock; 0 while they wait. */
      heldQty: k.int('held_qty').notNull().default(0),
      /** When the hold began: it ends WAITLIST_HOLD_MINUTES later (a setting). */
      heldAt: k.instant('held_at'),
      /** When the buyer was told of the hold; null until the notice goes (waitlist.service.ts). */
      notifiedAt: k.instant('notified_at'),
      createdAt: createdAt(),
    },
    (t) => [
      // One place per buyer per listing.
      k.uniqueIndex('waitlist_entries_catch_buyer_idx').on(t.catchId, t.buyerId),
      k.index('waitlist_entries_line_idx').on(t.catchId, t.createdAt),
      k.index('waitlist_entries_buyer_idx').on(t.buyerId),
    ],
  );
  /**
   * Places in line for a species of a seller who has none of it on sale. Never holds anything: when
   * the seller lists that species, the places move, in their order, into the listing's line
   * (waitlist-holds.ts) and the stock is offered to them there.
   */
  const speciesWaitlistEntries = k.table(
    'species_waitlist_entries',
    {
      id: id(),
      crabberId: k
        .text('crabber_id')
        .notNull()
        .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
      species: k.text('species').notNull(),
      buyerId: k
        .text('buyer_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** How many units the buyer wants of the listing to come. */
      qty: k.int('qty').notNull().default(1),
      createdAt: createdAt(),
    },
    (t) => [
      // One place per buyer per seller and species.
      k.uniqueIndex('species_waitlist_seller_species_buyer_idx').on(t.crabberId, t.species, t.buyerId),
      k.index('species_waitlist_line_idx').on(t.crabberId, t.species, t.createdAt),
      k.index('species_waitlist_buyer_idx').on(t.buyerId),
    ],
  );
  return { waitlistEntries, speciesWaitlistEntries };
}
