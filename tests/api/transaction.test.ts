/**
 * The data layer's transactions on SQLite's one connection: all or nothing, a call from inside
 * joins the open transaction, and two at once run one after the other.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { affected, first } from '../../src/server/db/query';
import { openSqlite } from '../../src/server/db/sqlite-client';
import { serverSecrets } from '../../src/server/db/tables';
import { inSavepoint, inTransaction } from '../../src/server/db/transaction';

const names = async (db: Db) =>
  (await db.select({ name: serverSecrets.name }).from(serverSecrets)).map((row) => row.name).sort();

describe('inTransaction', () => {
  it('commits what the work wrote and returns its answer', async () => {
    const { db } = openSqlite(':memory:');
    const answer = await inTransaction(db, async () => {
      await db.insert(serverSecrets).values({ name: 'a', value: '1' });
      return first(await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'a')))?.value;
    });
    expect(answer).toBe('1');
    expect(await names(db)).toEqual(['a']);
  });

  it('writes nothing when the work throws, and passes the error on', async () => {
    const { db } = openSqlite(':memory:');
    await expect(
      inTransaction(db, async () => {
        await db.insert(serverSecrets).values({ name: 'a', value: '1' });
        throw new Error('sold out meanwhile');
      }),
    ).rejects.toThrow('sold out meanwhile');
    expect(await names(db)).toEqual([]);
    // The connection is usable afterwards, outside any transaction.
    await db.insert(serverSecrets).values({ name: 'b', value: '2' });
    expect(await names(db)).toEqual(['b']);
  });

  it('joins the open transaction when called inside one: an inner failure undoes the outer work too', async () => {
    const { db } = openSqlite(':memory:');
    await expect(
      inTransaction(db, async () => {
        await db.insert(serverSecrets).values({ name: 'outer', value: '1' });
        await inTransaction(db, async () => {
          await db.insert(serverSecrets).values({ name: 'inner', value: '2' });
          throw new Error('inner failed');
        });
      }),
    ).rejects.toThrow('inner failed');
    expect(await names(db)).toEqual([]);
  });

  it('undoes only what a savepoint wrote when it throws; the transaction goes on and commits', async () => {
    const { db } = openSqlite(':memory:');
    await inTransaction(db, async () => {
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
    expect(await names(db)).toEqual(['filled week', 'outer']);
    // Outside a transaction a savepoint is one: a failure writes nothing.
    await expect(
      inSavepoint(db, async () => {
        await db.insert(serverSecrets).values({ name: 'alone', value: '4' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await names(db)).toEqual(['filled week', 'outer']);
  });

  it('runs two transactions started together one after the other, each whole', async () => {
    const { db } = openSqlite(':memory:');
    const order: string[] = [];
    const slow = inTransaction(db, async () => {
      order.push('first begins');
      await db.insert(serverSecrets).values({ name: 'first', value: '1' });
      // A wait that is not the database: the other transaction must still not start inside this one.
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('first ends');
    });
    const quick = inTransaction(db, async () => {
      order.push('second begins');
      await db.insert(serverSecrets).values({ name: 'second', value: '2' });
      order.push('second ends');
    });
    await Promise.all([slow, quick]);
    expect(order).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    expect(await names(db)).toEqual(['first', 'second']);
  });

  it('keeps everyone else out while it is open: their reads see it whole, their writes survive its rollback', async () => {
    const { db } = openSqlite(':memory:');
    let begun = () => {};
    const started = new Promise<void>((resolve) => (begun = resolve));
    const failing = inTransaction(db, async () => {
      await db.insert(serverSecrets).values({ name: 'inside', value: '1' });
      begun();
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('sold out meanwhile');
    });
    await started;
    // Another request's write and read while the transaction is open: both wait for it to end.
    const outsideWrite = db.insert(serverSecrets).values({ name: 'outside', value: '2' }).run();
    const outsideRead = names(db);
    await expect(failing).rejects.toThrow('sold out meanwhile');
    await outsideWrite;
    expect(await outsideRead).toEqual(['outside']);
    expect(await names(db)).toEqual(['outside']);
  });

  it('counts the rows a write changed', async () => {
    const { db } = openSqlite(':memory:');
    await db.insert(serverSecrets).values([
      { name: 'a', value: '1' },
      { name: 'b', value: '1' },
    ]);
    expect(affected(await db.update(serverSecrets).set({ value: '2' }))).toBe(2);
    expect(affected(await db.delete(serverSecrets).where(eq(serverSecrets.name, 'zzz')))).toBe(0);
  });
});
