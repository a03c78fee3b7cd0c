import type { Db } from '../../db/client';
import { inTransaction as runInTransaction } from '../../db/transaction';
import { createAccountSuspensionRepo } from './account-suspension.repo';
import { createContentRemovalRepo } from './content-removal.repo';
import { createModerationLogRepo } from './moderation-log.repo';
import { createModerationReportsRepo } from './moderation-reports.repo';
import { createSellerModerationRepo } from './seller-moderation.repo';

export type { ActionRecord } from './moderation-records';

export function createModerationRepo(db: Db) {
  return {
    /** The action and its line in the activity list commit together or not at all. */
    inTransaction<T>(work: () => Promise<T>): Promise<T> {
      return runInTransaction(db, work);
    },

    ...createModerationLogRepo(db),
    ...createSellerModerationRepo(db),
    ...createAccountSuspensionRepo(db),
    ...createContentRemovalRepo(db),
    ...createModerationReportsRepo(db),
  };
}
export type ModerationRepo = ReturnType<typeof createModerationRepo>;
export type ReportRow = NonNullable<Awaited<ReturnType<ModerationRepo['findReport']>>>;
export type ActionRow = NonNullable<Awaited<ReturnType<ModerationRepo['findAction']>>>;
