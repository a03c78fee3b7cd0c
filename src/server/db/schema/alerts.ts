/** New-catch alerts: followed sellers, saved searches and who was told. */
import type { Kit } from '#engine-types';
import type { AccountsTables } from './accounts';
import type { CatalogTables } from './catalog';
import { commonColumns } from './columns';

export function alertsTables(
  k: Kit,
  {
    users,
    crabberProfiles,
    catches,
  }: Pick<AccountsTables, 'users' | 'crabberProfiles'> & Pick<CatalogTables, 'catches'>,
) {
  const { id, createdAt } = commonColumns(k);
  /** Sellers a person follows: each new listing of theirs reaches the follower (docs/product/alerts.md). */
  const sellerFollows = k.table(
    'seller_follows',
    {
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      crabberId: k
        .text('crabber_id')
        .notNull()
        .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [
      k.primaryKey({ columns: [t.userId, t.crabberId] }),
      k.index('seller_follows_crabber_idx').on(t.crabberId),
    ],
  );
  /**
   * New-catch alerts: a species group (the marketplace's filter), an optional preparation, and a
   * place (geocoded when saved) with a distance in miles around it.
   */
  const catchAlerts = k.table(
    'catch_alerts',
    {
      id: id(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      speciesGroup: k.text('species_group').notNull(),
      prep: k.text('prep'),
      /** The place as the geocoder named it. */
      place: k.text('place').notNull(),
      lat: k.double('lat').notNull(),
      lng: k.double('lng').notNull(),
      miles: k.int('miles').notNull(),
      createdAt: createdAt(),
    },
    (t) => [
      k.index('catch_alerts_user_idx').on(t.userId, t.createdAt),
      k.index('catch_alerts_group_idx').on(t.speciesGroup),
    ],
  );
  /**
   * One row per person told about a new listing: it keeps them from being told twice, and queues the
   * e-mail the dispatcher sends after the posting answered (alone, or in the hourly digest).
   */
  const newCatchDeliveries = k.table(
    'new_catch_deliveries',
    {
      id: id(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      catchId: k
        .text('catch_id')
        .notNull()
        .references(() => catches.id, { onDelete: 'cascade' }),
      /** pending: waits for the dispatcher; sent: mailed; skipped: no mail (unconfirmed address, e-mails off). */
      emailStatus: k.text('email_status', { enum: ['pending', 'sent', 'skipped'] }).notNull(),
      createdAt: createdAt(),
      emailedAt: k.instant('emailed_at'),
    },
    (t) => [
      k.uniqueIndex('new_catch_deliveries_person_catch_idx').on(t.userId, t.catchId),
      k.index('new_catch_deliveries_pending_idx').on(t.emailStatus, t.userId),
    ],
  );
  /** A person's new-catch e-mail settings: off after an unsubscribe, and when the last one went out. */
  const alertPreferences = k.table('alert_preferences', {
    userId: k
      .text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailsOffAt: k.instant('emails_off_at'),
    lastEmailAt: k.instant('last_email_at'),
  });
  return { sellerFollows, catchAlerts, newCatchDeliveries, alertPreferences };
}
