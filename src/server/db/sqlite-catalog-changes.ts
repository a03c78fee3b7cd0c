/**
 * SQLite's side of catalog-changes.ts. Temporary triggers on this connection call back into the
 * process as each row is written: an update of a listing that changes only listing-only columns,
 * in stock before and after, stamps that listing; any other write to catches or crabber_profiles,
 * or to the users columns a listing shows or is hidden by (photo, suspension), changes the set.
 * Other connections (another process on the same file) are heard through SQLite's data_version,
 * which tells only that something changed, so their commits change the set.
 *
 * A transaction's callbacks come while it is open; a read outside it waits for it to end
 * (sqlite-executor.ts), but one inside it could cache what a rollback undoes, so what the
 * transaction touched is stamped again when it ends.
 */
import type Database from 'better-sqlite3';
import { type CatalogChanges, createChangeLedger, LISTING_ONLY_COLUMNS } from './catalog-changes';

/** The users columns a listing's answer reads (catch.mapper.ts, the buyer-visible rule) and the join key. */
const USER_COLUMNS = ['id', 'profile_image_url', 'suspended_at'];

export interface SqliteCatalogChanges extends CatalogChanges {
  /** Runs a transaction, stamping again what it touched once it has ended. */
  settleAfter<T>(work: () => Promise<T>): Promise<T>;
}

export function watchCatalogChanges(sqlite: Database.Database): SqliteCatalogChanges {
  const ledger = createChangeLedger();
  let setTouched = false;
  const listingsTouched = new Set<string>();
  sqlite.function('baycatch_catalog_set_changed', { deterministic: false }, () => {
    ledger.setChanged();
    if (sqlite.inTransaction) setTouched = true;
    return null;
  });
  sqlite.function('baycatch_catalog_listing_changed', { deterministic: false }, (id: unknown) => {
    ledger.listingsChanged([String(id)]);
    if (sqlite.inTransaction) listingsTouched.add(String(id));
    return null;
  });

  const columns = (sqlite.pragma('table_info(catches)') as { name: string }[])
    .map((column) => column.name)
    .filter((name) => !(LISTING_ONLY_COLUMNS as readonly string[]).includes(name));
  const unchanged = columns.map((name) => `old."${name}" is new."${name}"`).join(' and ');
  const setChanged = 'begin select baycatch_catalog_set_changed(); end';
  sqlite.exec(`
    create temp trigger if not exists baycatch_catches_updated after update on main.catches for each row
    begin
      select case when old.qty_available > 0 and new.qty_available > 0 and ${unchanged}
        then baycatch_catalog_listing_changed(new.id) else baycatch_catalog_set_changed() end;
    end;
    create temp trigger if not exists baycatch_catches_inserted after insert on main.catches ${setChanged};
    create temp trigger if not exists baycatch_catches_deleted after delete on main.catches ${setChanged};
    create temp trigger if not exists baycatch_sellers_inserted after insert on main.crabber_profiles ${setChanged};
    create temp trigger if not exists baycatch_sellers_updated after update on main.crabber_profiles ${setChanged};
    create temp trigger if not exists baycatch_sellers_deleted after delete on main.crabber_profiles ${setChanged};
    create temp trigger if not exists baycatch_users_updated after update of ${USER_COLUMNS.join(', ')} on main.users ${setChanged};
    create temp trigger if not exists baycatch_users_deleted after delete on main.users ${setChanged};
  `);

  const settle = () => {
    if (setTouched) ledger.setChanged();
    else if (listingsTouched.size > 0) ledger.listingsChanged(listingsTouched);
    setTouched = false;
    listingsTouched.clear();
  };
  const otherConnections = sqlite.prepare('select data_version from pragma_data_version()').pluck();
  return {
    setVersion: () => `${ledger.generation()}:${otherConnections.get() as number}`,
    stamp: ledger.stamp,
    stampOf: ledger.stampOf,
    async settleAfter(work) {
      try {
        return await work();
      } finally {
        // A transaction started inside one joins it: settle when the outermost has ended.
        if (!sqlite.inTransaction) settle();
      }
    },
  };
}
