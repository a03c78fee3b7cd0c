/**
 * When the catalog's tables change on PostgreSQL, for the catalog read cache of every process on
 * the database. Triggers (migrations/postgres) send a NOTIFY on `baycatch_catalog` whenever a
 * statement writes catches, crabber_profiles or users; PostgreSQL delivers it when the writing
 * transaction commits, to every process listening. This process's own writes count at once, so
 * a person who just wrote never reads an answer cached from before it.
 *
 * While the listening connection is down nobody can say what changed, so every read is a new
 * version (the cache misses) until it is back.
 */
import pg from 'pg';

const CHANNEL = 'baycatch_catalog';
const RECONNECT_MS = 1_000;

export interface ChangeFeed {
  /** Changes whenever the catalog's tables may have changed. */
  version(): string;
  /** A write of this process went through. */
  wroteHere(): void;
  close(): Promise<void>;
}

export async function createChangeFeed(url: string): Promise<ChangeFeed> {
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', () => {
      generation += 1;
    });
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
    // Anything may have changed while nobody listened.
    generation += 1;
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS).unref();
    });
  };

  await connect();
  let unheard = 0;
  return {
    version: () => (listening ? String(generation) : `unheard:${++unheard}`),
    wroteHere: () => {
      generation += 1;
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
