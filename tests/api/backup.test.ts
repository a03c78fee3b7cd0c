/**
 * `npm run backup` and `npm run restore`: an online copy taken while another process keeps
 * writing is consistent (every transaction wholly in or wholly out), and restore puts it back.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'baycatch-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Another process writing as fast as it can: each transaction adds a row and bumps the total. It
 * writes until the test creates the stop file, so it is still writing when a slow backup ends.
 */
const WRITER = `
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
const db = new Database(process.argv[1]);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
const add = db.transaction((i) => {
  db.prepare('insert into items (body) values (?)').run('x'.repeat(500) + i);
  db.prepare('update totals set n = n + 1').run();
});
const stop = process.argv[2];
let i = 0;
while (i < 50) add(i++);
console.log('writing');
while (i % 50 !== 0 || !existsSync(stop)) add(i++);
console.log(i);
`;

const npmRun = (script: string, file: string, databasePath: string) =>
  execFileSync('npm', ['run', '--silent', script, '--', file], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('backup and restore', () => {
  it('copies a consistent snapshot while another process writes, and restores it', async () => {
    const live = join(dir, 'live.db');
    const db = new Database(live);
    db.pragma('journal_mode = WAL');
    db.exec('create table items (id integer primary key, body text); create table totals (n integer)');
    db.exec('insert into totals (n) values (0)');
    const seed = db.transaction(() => {
      for (let i = 0; i < 20_000; i++) {
        db.prepare('insert into items (body) values (?)').run('y'.repeat(500));
        db.prepare('update totals set n = n + 1').run();
      }
    });
    seed();

    const stopFile = join(dir, 'stop-writing');
    const writer = spawn(process.execPath, ['--input-type=module', '-e', WRITER, live, stopFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let written = '';
    writer.stdout.on('data', (chunk: Buffer) => {
      written += chunk.toString();
    });
    const writerDone = new Promise((resolve) => writer.on('exit', resolve));
    await vi.waitUntil(() => written.startsWith('writing'), { timeout: 20_000 }); // the writer is busy

    const backup = join(dir, 'snapshot.db');
    expect(npmRun('backup', backup, live)).toMatch(/integrity ok/);
    await new Promise((r) => setTimeout(r, 200)); // and writes on after the copy
    writeFileSync(stopFile, '');
    await writerDone;
    expect(Number(written.split('\n')[1])).toBeGreaterThan(100);

    const copy = new Database(backup, { readonly: true });
    const rows = (copy.prepare('select count(*) as c from items').get() as { c: number }).c;
    const total = (copy.prepare('select n from totals').get() as { n: number }).n;
    copy.close();
    expect(rows).toBe(total); // no half-applied transaction
    expect(rows).toBeGreaterThan(20_000); // writes made before the backup are in it
    const liveRows = (db.prepare('select count(*) as c from items').get() as { c: number }).c;
    expect(liveRows).toBeGreaterThan(rows); // and the writer went on after it

    // Restore (server stopped): the live database goes back to the snapshot.
    db.close();
    expect(npmRun('restore', backup, live)).toMatch(/Restored/);
    const restored = new Database(live, { readonly: true });
    expect((restored.prepare('select count(*) as c from items').get() as { c: number }).c).toBe(rows);
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    restored.close();
  }, 60_000);

  it('refuses to restore a file that is not a sound database', () => {
    const target = join(dir, 'target.db');
    new Database(target).close();
    expect(() => npmRun('restore', join(dir, 'missing.db'), target)).toThrow();
  });
});
