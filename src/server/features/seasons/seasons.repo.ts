import { asc, eq } from 'drizzle-orm';
import type { ModerationActionType } from '../../../shared/moderation-kinds';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { moderationActions, saleRules } from '../../db/tables';
import { inTransaction } from '../../db/transaction';

export type SaleRuleRow = typeof saleRules.$inferSelect;

interface Recorded {
  by: string;
  at: Date;
  action: ModerationActionType;
  note: string;
}

export function createSeasonsRepo(db: Db) {
  /** Each change is written to the activity list in the same transaction as the change itself. */
  async function record(ruleId: string, { by, at, action, note }: Recorded) {
    await db.insert(moderationActions).values({
      actorId: by,
      action,
      targetType: 'rule',
      targetId: ruleId,
      reason: note,
      createdAt: at,
    });
  }

  return {
    async list(): Promise<SaleRuleRow[]> {
      return db
        .select()
        .from(saleRules)
        .orderBy(asc(saleRules.species), asc(saleRules.kind), asc(saleRules.id));
    },

    async count(): Promise<number> {
      return db.$count(saleRules);
    },

    async findById(id: string): Promise<SaleRuleRow | undefined> {
      return first(await db.select().from(saleRules).where(eq(saleRules.id, id)));
    },

    async insertMany(values: (typeof saleRules.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(saleRules).values(values);
    },

    insert(values: typeof saleRules.$inferInsert, recorded: Recorded): Promise<SaleRuleRow> {
      return inTransaction(db, async () => {
        const row = first(await db.insert(saleRules).values(values).returning())!;
        await record(row.id, recorded);
        return row;
      });
    },

    update(
      id: string,
      change: Partial<typeof saleRules.$inferInsert>,
      recorded: Recorded,
    ): Promise<SaleRuleRow | undefined> {
      return inTransaction(db, async () => {
        const row = first(await db.update(saleRules).set(change).where(eq(saleRules.id, id)).returning());
        if (row) await record(id, recorded);
        return row;
      });
    },

    remove(id: string, recorded: Recorded): Promise<void> {
      return inTransaction(db, async () => {
        await db.delete(saleRules).where(eq(saleRules.id, id));
        await record(id, recorded);
      });
    },
  };
}

export type SeasonsRepo = ReturnType<typeof createSeasonsRepo>;
