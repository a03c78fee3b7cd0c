/**
 * Online backup and restore of the SQLite database through SQLite's backup API (better-sqlite3's
 * `.backup()`). The copy is taken in one step, inside one read transaction: in WAL mode that is a
 * consistent snapshot while the server keeps writing, and it cannot be restarted forever by those
 * writes (a backup in small steps starts over whenever another connection writes).
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/** More pages than any database has: the whole copy in one step. */
const ALL_PAGES = 2 ** 30;

export async function backupDatabase(sourcePath: string, file: string): Promise<{ pages: number }> {
  const source = new Database(sourcePath, { fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  try {
    let pages = 0;
    await source.backup(file, {
      progress: ({ totalPages }) => {
        pages = totalPages;
        return ALL_PAGES;
      },
    });
    if (pages === 0) pages = (source.pragma('page_count', { simple: true }) as number) ?? 0;
    assertIntact(file);
    return { pages };
  } finally {
    source.close();
  }
}

/**
 * Puts a backup back in place of the database at `targetPath`, through SQLite (so the target's
 * WAL is handled), after checking the backup is intact. Stop the server first.
 */
export async function restoreDatabase(file: string, targetPath: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  assertIntact(file);
  const backup = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(targetPath);
  } finally {
    backup.close();
  }
}

function assertIntact(file: string): void {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} is damaged: ${String(result)}`);
  } finally {
    db.close();
  }
}
