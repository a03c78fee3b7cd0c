/**
 * A server that cannot start says why in one line and exits non-zero: a database it cannot open
 * (a path under a file, a file that is not a database) or a setting it cannot read.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'baycatch-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      // The api-postgres run points DATABASE_URL at its server; each case names its own database.
      DATABASE_URL: '',
      NODE_ENV: 'test',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, lines: result.stderr.trim().split('\n'), stdout: result.stdout };
}

describe('a server that cannot start', () => {
  it('names a database it cannot open, in one line, and exits 1', () => {
    const notADirectory = join(dir, 'a-file');
    writeFileSync(notADirectory, 'x');
    const underAFile = start({ DATABASE_PATH: join(notADirectory, 'bay.db') });
    expect(underAFile.status).toBe(1);
    expect(underAFile.lines).toHaveLength(1);
    expect(underAFile.lines[0]).toContain(`BayCatch cannot start: the database at ${notADirectory}`);
    expect(underAFile.stdout).not.toContain('listening');

    const notADatabase = join(dir, 'garbage.db');
    writeFileSync(notADatabase, 'this is not a database file, it is a grocery list'.repeat(100));
    const garbage = start({ DATABASE_PATH: notADatabase });
    expect(garbage.status).toBe(1);
    expect(garbage.lines).toEqual([
      `BayCatch cannot start: the database at ${notADatabase} cannot be opened: file is not a database`,
    ]);
  });

  it('names a PostgreSQL server nobody answers on, without its password, in one line, and exits 1', () => {
    const down = start({ DATABASE_URL: 'postgres://bay:s3cret@127.0.0.1:1/baycatch' });
    expect(down.status).toBe(1);
    expect(down.lines).toEqual([
      'BayCatch cannot start: the database at postgres://bay:***@127.0.0.1:1/baycatch cannot be opened: connect ECONNREFUSED 127.0.0.1:1',
    ]);
    expect(down.stdout).not.toContain('listening');
  });

  it('will not run in production without PUBLIC_URL, in one line, exit 1', () => {
    const result = start({ DATABASE_PATH: join(dir, 'prod.db'), NODE_ENV: 'production', PUBLIC_URL: '' });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      'BayCatch cannot start: a setting is wrong: PUBLIC_URL: is required in production: the public origin e-mailed links point at, e.g. https://baycatch.example',
    ]);
  });

  it('names a setting it cannot read, in one line, and exits 1', () => {
    const result = start({ DATABASE_PATH: join(dir, 'fine.db'), PORT: 'harbour' });
    expect(result.status).toBe(1);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatch(/^BayCatch cannot start: a setting is wrong: .*PORT/);
  });
});
