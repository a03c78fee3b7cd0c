/**
 * When the catalog's tables change on PostgreSQL, for the catalog read cache of every process on
 * the database. Triggers (migrations/postgres) send a NOTIFY on `baycatch_catalog` whenever a
 * statement writes catches, crabber_profiles or users; PostgreSQL delivers it when the writing
 * transaction commits, to every process listening. This process's own writes count at once, so
 * a person who just wrote never reads an answer cached from before it.
 *
 * While the listening connection is down nobody can say what changed, so every read is a new
 * version (the cache misses) until it is back.
 *
 * Listing by listing (catalog-changes.ts, decision 034): an update of catches that changes only
 * listing-only columns of listings in stock says which ('listings:<id>,<id>'); any other write
 * says nothing (''), and changes the set. This process's own writes count before their notice
 * comes: a transaction reads what its triggers marked before it commits (`committed`). A write
 * outside one (a single statement) that names a catalog table cannot be read so; after it the feed
 * sends itself a marker ('sync:<feed>:<n>') on the same channel, and since PostgreSQL delivers
 * notices in commit order, once the marker is back every notice of the write has been heard.
 * Until then the set reads as unsettled (the cache neither serves nor keeps an answer).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type CatalogChanges, createChangeLedger } from './catalog-changes';

const CHANNEL = 'baycatch_catalog';
/** A notice naming the listings a listing-only update changed. */
const LISTINGS = 'listings:';
const RECONNECT_MS = 1_000;
/** The tables whose triggers tell of catalog changes; listings and sellers change with their owners (cascades). */
const CATALOG_TABLES = /\b(catches|crabber_profiles|users)\b/i;

/** What one transaction changed in the catalog, as its triggers marked it (migrations/postgres). */
export interface CatalogTouched {
  set: boolean;
  listings: readonly string[];
}

export interface ChangeFeed {
  /** Changes whenever the catalog's tables may have changed. */
  version(): string;
  /** A statement of this process that writes went through, outside a transaction. */
  wroteHere(sqlText: string): void;
  /** A transaction of this process committed, having changed what its triggers marked. */
  committed(touched: CatalogTouched): void;
  /** Which catalog answers writes changed, listing by listing. */
  catalogChanges: CatalogChanges;
  close(): Promise<void>;
}

export async function createChangeFeed(url: string): Promise<ChangeFeed> {
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const ledger = createChangeLedger();
  /** This feed's markers: the number of the last one sent, and of the last one heard back. */
  const feed = randomUUID();
  let markersSent = 0;
  let markerHeard = 0;
  /** This process's writes so far; a marker numbered n is sent after the n-th has committed. */
  let writesHere = 0;
  let sending = false;

  const hear = (payload: string) => {
    if (payload.startsWith('sync:')) {
      const [, from, n] = payload.split(':');
      if (from === feed) markerHeard = Math.max(markerHeard, Number(n));
      return;
    }
    generation += 1;
    if (payload.startsWith(LISTINGS)) ledger.listingsChanged(payload.slice(LISTINGS.length).split(','));
    else ledger.setChanged();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => hear(message.payload ?? ''));
    const lost = () => {
      if (client !== next) return;
      listening = false;
      client = undefined;
      generation += 1;
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
    listening = true;
    // Anything may have changed while nobody listened; markers sent meanwhile are lost.
    generation += 1;
    ledger.setChanged();
    markerHeard = writesHere;
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS).unref();
    });
  };

  await connect();
  let unheard = 0;
  /** One marker at a time on the listening connection; the next covers every write meanwhile. */
  const sendMarker = () => {
    const current = client;
    if (sending || !current) return;
    sending = true;
    markersSent = writesHere;
    current
      .query(`select pg_notify('${CHANNEL}', $1)`, [`sync:${feed}:${markersSent}`])
      .catch(() => {
        // The connection is lost: `lost` counts that, and reconnecting settles every marker.
      })
      .finally(() => {
        sending = false;
        if (markersSent < writesHere) sendMarker();
      });
  };
  const unsettled = () => !listening || markerHeard < writesHere;
  return {
    version: () => (listening ? String(generation) : `unheard:${++unheard}`),
    wroteHere: (sqlText) => {
      generation += 1;
      if (!CATALOG_TABLES.test(sqlText)) return;
      writesHere += 1;
      sendMarker();
    },
    committed: (touched) => {
      generation += 1;
      if (touched.set) ledger.setChanged();
      else if (touched.listings.length > 0) ledger.listingsChanged(touched.listings);
    },
    catalogChanges: {
      setVersion: () => (unsettled() ? `unsettled:${++unheard}` : String(ledger.generation())),
      stamp: ledger.stamp,
      stampOf: ledger.stampOf,
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      listening = false;
      await current?.end();
    },
  };
}
