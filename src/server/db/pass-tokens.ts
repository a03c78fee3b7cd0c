/**
 * Orders placed before pickup passes carried a token get one at start (docs/product/orders-and-pickup.md).
 * Done here rather than in the SQL migration because the token's SHA-256 is what checks look it up
 * by, and SQLite cannot compute it; the step is idempotent (only rows still without a token) and
 * runs in one transaction, so a crash midway leaves nothing half-written.
 */
import type Database from 'better-sqlite3';
import { newPassToken } from '../lib/pass-token';

export function backfillPassTokens(sqlite: Database.Database): number {
  const missing = sqlite.prepare('SELECT id FROM orders WHERE pass_token IS NULL').pluck();
  const fill = sqlite.prepare(
    'UPDATE orders SET pass_token = ?, pass_token_hash = ? WHERE id = ? AND pass_token IS NULL',
  );
  return sqlite.transaction(() => {
    let filled = 0;
    for (const id of missing.all() as string[]) {
      const { passToken, passTokenHash } = newPassToken();
      filled += fill.run(passToken, passTokenHash, id).changes;
    }
    return filled;
  })();
}
