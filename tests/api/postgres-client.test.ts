/**
 * The PostgreSQL data layer's transactions (api-postgres project only): repositories' queries
 * join the transaction of their async context, a thrown error rolls it back, other requests are
 * not held up, writes report their changed rows and unique violations as on SQLite, and a
 * database that cannot be reached answers 503 and recovers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { isUniqueViolation } from '../../src/server/db/errors';
import { affected, first } from '../../src/server/db/query';
import { serverSecrets } from '../../src/server/db/tables';
import { inSavepoint, inTransaction as transactionOn } from '../../src/server/db/transaction';
import { createPostgresDatabase, postgresUrlOf } from '../helpers/test-database';

let handle: DatabaseHandle & { inTransaction: <T>(work: () => Promise<T>) => Promise<T> };

beforeAll(async () => {
  const opened = await openDatabase(postgresUrlOf(await createPostgresDatabase()));
  handle = Object.assign(opened, {
    inTransaction: <T>(work: () => Promise<T>) => transactionOn(opened.db, work),
  });
});
afterAll(async () => {
  await handle?.close();
});

const names = async () =>
  (await handle.db.select({ name: serverSecrets.name }).from(serverSecrets)).map((row) => row.name).sort();

describe('the PostgreSQL data layer', () => {
  it('commits a transaction whose queries were made through the plain database', async () => {
    const { db, inTransaction } = handle;
    await db.delete(serverSecrets);
    const value = await inTransaction(async () => {
      await db.insert(serverSecrets).values({ name: 'a', value: '1' });
      return first(await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'a')))?.value;
    });
    expect(value).toBe('1');
    expect(await names()).toEqual(['a']);
  });

  it('rolls back everything the work wrote, an inner transaction included, when it throws', async () => {
    const { db, inTransaction } = handle;
    await db.delete(serverSecrets);
    await expect(
      inTransaction(async () => {
        await db.insert(serverSecrets).values({ name: 'outer', value: '1' });
        await inTransaction(async () => {
          await db.insert(serverSecrets).values({ name: 'inner', value: '2' });
        });
        throw new Error('sold out meanwhile');
      }),
    ).rejects.toThrow('sold out meanwhile');
    expect(await names()).toEqual([]);
  });

  it('undoes only what a savepoint wrote when it throws; the transaction goes on and commits', async () => {
    const { db, inTransaction } = handle;
    await db.delete(serverSecrets);
    await inTransaction(async () => {
      await db.insert(serverSecrets).values({ name: 'outer', value: '1' });
      await expect(
        inSavepoint(db, async () => {
          await db.insert(serverSecrets).values({ name: 'refused week', value: '2' });
          throw new Error('sold out');
        }),
      ).rejects.toThrow('sold out');
      await inSavepoint(db, async () => {
        await db.insert(serverSecrets).values({ name: 'filled week', value: '3' });
      });
    });
    expect(await names()).toEqual(['filled week', 'outer']);
  });

  it('lets another request read and write while a transaction is open, without seeing its rows', async () => {
    const { db, inTransaction } = handle;
    await db.delete(serverSecrets);
    let inside = () => {};
    const begun = new Promise<void>((resolve) => (inside = resolve));
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const open = inTransaction(async () => {
      await db.insert(serverSecrets).values({ name: 'inside', value: '1' });
      inside();
      await finished;
    });
    await begun;
    await db.insert(serverSecrets).values({ name: 'outside', value: '2' });
    expect(await names()).toEqual(['outside']);
    finish();
    await open;
    expect(await names()).toEqual(['inside', 'outside']);
  });

  it('counts changed rows and recognises a unique violation', async () => {
    const { db } = handle;
    await db.delete(serverSecrets);
    await db.insert(serverSecrets).values([
      { name: 'a', value: '1' },
      { name: 'b', value: '1' },
    ]);
    expect(affected(await db.update(serverSecrets).set({ value: '2' }))).toBe(2);
    const duplicate = await db
      .insert(serverSecrets)
      .values({ name: 'a', value: '3' })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
  });
});
